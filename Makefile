# Everything a fresh machine needs: `make play` and `make test` install what is missing.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cat requirements-dev.txt pyproject.toml | cksum | cut -d' ' -f1)
export PYTHONPATH := $(CURDIR)/py

.PHONY: test unit lint typecheck bench simulate clean venv

$(STAMP): requirements-dev.txt pyproject.toml
	rm -f $(VENV)/.installed-*
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

venv: $(STAMP)

lint: $(STAMP)
	$(VENV)/bin/ruff check py tests e2e web tools
	$(VENV)/bin/ruff format --check py tests e2e web tools
	$(PY) tools/i18n.py check

typecheck: $(STAMP)
	$(VENV)/bin/mypy

unit: $(STAMP)
	$(PY) -m pytest tests -q

test: lint typecheck unit e2e

GAME_IDS = $(shell PYTHONPATH=py $(PYTHON) -c "import potions; print(' '.join(potions.GAMES))")

simulate: $(STAMP)
	for g in $(GAME_IDS); do \
	  $(PY) -m potions simulate --game $$g --games 200 --players 2 --seed 1 || exit 1; \
	  $(PY) -m potions simulate --game $$g --games 100 --players 4 --seed 1 || exit 1; \
	done

# Each level against the one below (200 games per pairing). At Glastonbury, Expert against Hard
# is the longest pairing (about 10 s of CPU a game on a shared machine: some 35 minutes with 2
# workers). Glastonbury, Practice and Dice then meet their benchmark player, greedy Monte Carlo
# (greedymc, about 1 s a turn, built from each game's own knowledge: docs/rules-<game>.md), in
# 50 games per pairing (Hard, and Glastonbury's Expert; about 20-25 s of CPU a game at Glastonbury
# and Practice, 12 s at Dice). Potion Explosion's Expert, a few seconds a turn, instead plays
# fewer games against Hard; Hard meets the two benchmarks, flat Monte Carlo (flatmc) and greedy
# Monte Carlo (greedymc), each about 1 s a turn, in 100 games, Expert in 50 (with their 95%
# intervals and Little Helps per game):
# the explosion lines take about 45 minutes on 2 free cores (from the turn times of
# docs/rules-explosion.md; Expert's pairings most of it), several times that on a shared machine.
tournament: $(STAMP)
	for g in $(filter-out explosion,$(GAME_IDS)); do $(PY) -m potions tournament --game $$g --games 200 --seed 1 || exit 1; done
	$(PY) -m potions tournament --game dice --games 50 --seed 1 --pairs hard:greedymc
	$(PY) -m potions tournament --game practice --games 50 --seed 1 --pairs hard:greedymc
	$(PY) -m potions tournament --game glastonbury --games 50 --seed 1 --pairs hard:greedymc,expert:greedymc
	$(PY) -m potions tournament --game explosion --games 200 --seed 1 --pairs hard:medium,medium:easy,easy:random
	$(PY) -m potions tournament --game explosion --games 100 --seed 1 --pairs hard:greedymc,hard:flatmc
	$(PY) -m potions tournament --game explosion --games 50 --seed 1 --pairs expert:hard,expert:flatmc,expert:greedymc

balance: $(STAMP)
	$(PY) -m potions.dice.balance --games 2000 --seed 1

bench: simulate tournament balance build chromium
	$(PY) tools/bench_browser.py

clean:
	rm -rf dist build .pytest_cache .mypy_cache .ruff_cache

# ------------------------------------------------------------------- the site
NODE_STAMP := node_modules/.installed-$(shell cat package-lock.json | cksum | cut -d' ' -f1)
PORT ?= 8000

$(NODE_STAMP): package.json package-lock.json
	rm -f node_modules/.installed-*
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

build: $(STAMP) $(NODE_STAMP)
	$(PY) tools/build_site.py

play: build
	$(PY) tools/serve.py --port $(PORT) --directory dist

.PHONY: build play tournament balance

chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

e2e: build chromium
	$(PY) -m pytest e2e -q -p no:cacheprovider

.PHONY: chromium e2e
