"""The game of Potion Explosion: setup, the starter draft, turns, scoring, tie-breaker.

A :class:`Game` holds configuration (what the players asked for) apart from state (a
JSON-able value). Every change goes through :meth:`Game.apply`, which accepts only what
:meth:`Game.legal_actions` lists; anything else raises :class:`IllegalActionError` and
leaves the game exactly as it was.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from potions.explosion import effects
from potions.explosion.actions import Action, IllegalActionError, as_action
from potions.explosion.components import (
    BURNERS,
    COLOURS,
    COUNTDOWN_BY_PLAYERS,
    HELP_PENALTY,
    KIND_IDS,
    LITTLE_HELP_TOKENS,
    MARBLES_PER_COLOUR,
    PICKABLE,
    POOL_SIZE,
    SKILL_POINTS,
    SKILL_TOKENS,
    STACKS,
    TILES,
    TRACKS,
)
from potions.explosion.dispenser import chain_indices, remove, settle
from potions.rng import Pcg32

STATE_VERSION = 1
"""Version of the layout of :meth:`Game.to_dict`."""

PHASES = ("draft", "play", "discard", "draw", "tiebreak", "over")

Event = dict[str, Any]
Player = dict[str, Any]


def _new_player(name: str) -> Player:
    return {
        "name": name,
        "burners": [None] * BURNERS,
        "pool": [],
        "potions": [],
        "skill": 0,
        "skill_kinds": [],
        "variety": False,
        "helps": 0,
        "tiebreak": [],
    }


def _copy_player(p: Player) -> Player:
    return {
        "name": p["name"],
        "burners": [
            None if b is None else {"tile": b["tile"], "holes": list(b["holes"])}
            for b in p["burners"]
        ],
        "pool": list(p["pool"]),
        "potions": [dict(x) for x in p["potions"]],
        "skill": p["skill"],
        "skill_kinds": list(p["skill_kinds"]),
        "variety": p["variety"],
        "helps": p["helps"],
        "tiebreak": list(p["tiebreak"]),
    }


def _new_turn() -> dict[str, Any]:
    return {"picked": False, "helped": False, "hand": [], "prismatic": False}


def _check_setup(
    players: list[str], seed: int, kinds: list[str] | None, countdown: int | None
) -> None:
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise ValueError("Potion Explosion is for 2 to 4 players.")
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise ValueError("Every player needs a name.")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("The seed must be an integer.")
    if kinds is not None:
        if not isinstance(kinds, list) or len(kinds) != 6 or len(set(kinds)) != 6:
            raise ValueError("Choose exactly 6 different potion kinds.")
        unknown = [k for k in kinds if k not in KIND_IDS]
        if unknown:
            raise ValueError(f"Unknown potion kind(s): {', '.join(map(str, unknown))}.")
    if countdown is not None and (
        not isinstance(countdown, int)
        or isinstance(countdown, bool)
        or not 1 <= countdown <= SKILL_TOKENS
    ):
        raise ValueError(f"The countdown stack holds 1 to {SKILL_TOKENS} Skill tokens.")


def new_game(
    players: list[str], seed: int, kinds: list[str] | None = None, countdown: int | None = None
) -> Game:
    """Set up a game: ``players`` names in turn order (the first is the First Player),
    ``seed`` an int, ``kinds`` 6 kind ids or None for a random choice, ``countdown`` the
    Skill tokens of the countdown stack (None: 4/5/6 by player count)."""
    _check_setup(players, seed, kinds, countdown)
    config = {
        "players": [name.strip() for name in players],
        "seed": seed,
        "kinds": None if kinds is None else list(kinds),
        "countdown": countdown,
    }
    return Game._setup(config)


class Game:
    """A game of Potion Explosion. Mutated by :meth:`apply`; :meth:`copy` is cheap."""

    __slots__ = (
        "_legal",
        "_record",
        "config",
        "countdown",
        "countdown_size",
        "current",
        "draft_queue",
        "end_reason",
        "events",
        "help_pool",
        "history",
        "kinds",
        "offer",
        "phase",
        "players",
        "reserve",
        "rng",
        "skill_pool",
        "stacks",
        "tank",
        "tiebreak_queue",
        "tracks",
        "turn",
        "turns",
        "winner_seats",
    )

    config: dict[str, Any]
    rng: Pcg32
    kinds: list[str]
    countdown_size: int
    phase: str
    current: int
    tracks: list[list[str]]
    tank: dict[str, int]
    offer: list[int]
    reserve: list[int]
    draft_queue: list[int]
    stacks: list[list[int]]
    players: list[Player]
    turn: dict[str, Any]
    countdown: int
    skill_pool: int
    help_pool: int
    end_reason: str | None
    tiebreak_queue: list[int]
    winner_seats: list[int] | None
    turns: int
    history: list[str]
    events: list[Event]
    _legal: list[Action] | None
    _record: bool

    # ----------------------------------------------------------------- set-up

    @classmethod
    def _setup(cls, config: dict[str, Any]) -> Game:
        g = cls.__new__(cls)
        g.config = config
        g.rng = Pcg32.from_seed(config["seed"])
        n = len(config["players"])
        if config["kinds"] is None:
            pool = list(KIND_IDS)
            g.rng.shuffle(pool)
            chosen = set(pool[:6])
        else:
            chosen = set(config["kinds"])
        g.kinds = [k for k in KIND_IDS if k in chosen]
        g.countdown_size = config["countdown"] or COUNTDOWN_BY_PLAYERS[n]
        g.countdown = g.countdown_size
        g.skill_pool = SKILL_TOKENS - g.countdown_size
        g.help_pool = LITTLE_HELP_TOKENS
        g.tracks = [[] for _ in range(TRACKS)]
        g.tank = dict.fromkeys(COLOURS, MARBLES_PER_COLOUR)
        settle(g.tracks, g.tank, g.rng)
        starters = [t.id for t in TILES if t.kind in chosen and t.starter]
        g.rng.shuffle(starters)
        g.offer = sorted(starters[: 2 * n])
        g.reserve = sorted(t.id for t in TILES if t.kind in chosen and t.id not in g.offer)
        g.draft_queue = list(range(n)) + list(range(n - 1, -1, -1))
        g.stacks = [[] for _ in range(STACKS)]
        g.players = [_new_player(name) for name in config["players"]]
        g.phase = "draft"
        g.current = 0
        g.turn = _new_turn()
        g.end_reason = None
        g.tiebreak_queue = []
        g.winner_seats = None
        g.turns = 0
        g.history = []
        g.events = []
        g._legal = None
        g._record = True
        return g

    def copy(self, record: bool = True) -> Game:
        """An independent copy. ``record=False`` skips history and events (for searches)."""
        g = Game.__new__(Game)
        g.config = self.config
        g.rng = Pcg32(self.rng.state)
        g.kinds = self.kinds
        g.countdown_size = self.countdown_size
        g.phase = self.phase
        g.current = self.current
        g.tracks = [list(t) for t in self.tracks]
        g.tank = dict(self.tank)
        g.offer = list(self.offer)
        g.reserve = list(self.reserve)
        g.draft_queue = list(self.draft_queue)
        g.stacks = [list(s) for s in self.stacks]
        g.players = [_copy_player(p) for p in self.players]
        t = self.turn
        g.turn = {
            "picked": t["picked"],
            "helped": t["helped"],
            "hand": list(t["hand"]),
            "prismatic": t["prismatic"],
        }
        g.countdown = self.countdown
        g.skill_pool = self.skill_pool
        g.help_pool = self.help_pool
        g.end_reason = self.end_reason
        g.tiebreak_queue = list(self.tiebreak_queue)
        g.winner_seats = None if self.winner_seats is None else list(self.winner_seats)
        g.turns = self.turns
        g._record = record and self._record
        g.history = list(self.history) if g._record else []
        g.events = []
        g._legal = self._legal
        return g

    # ------------------------------------------------------------ public view

    @property
    def current_player(self) -> int | None:
        """The seat that acts next (during the draft and the tie-breaker too); None when over."""
        return None if self.phase == "over" else self.current

    @property
    def is_over(self) -> bool:
        """True once the final scores and the winners are known."""
        return self.phase == "over"

    def scores(self) -> list[int]:
        """Points of each seat: potions + 4 per Skill token - 2 per Little Help token."""
        return [self.score_of(i) for i in range(len(self.players))]

    def score_of(self, seat: int) -> int:
        """Points of one seat now."""
        p = self.players[seat]
        points: int = sum(TILES[x["tile"]].points for x in p["potions"])
        return points + SKILL_POINTS * int(p["skill"]) - HELP_PENALTY * int(p["helps"])

    def winners(self) -> list[int]:
        """Seats of the winners once the game is over (several only after a drawn
        tie-breaker); empty while the game goes on."""
        return list(self.winner_seats or [])

    def marble_census(self) -> dict[str, int]:
        """Marbles of each colour wherever they lie: always 20 of each."""
        count = Counter(self.tank)
        for track in self.tracks:
            count.update(track)
        count.update(self.turn["hand"])
        for p in self.players:
            count.update(p["pool"])
            count.update(p["tiebreak"])
            for b in p["burners"]:
                if b is not None:
                    count.update(c for c in b["holes"] if c is not None)
        return {c: count[c] for c in COLOURS}

    def tile_census(self) -> dict[str, int]:
        """Where the 64 tiles are: box, reserve, offer, stacks, burners, completed."""
        burners = sum(1 for p in self.players for b in p["burners"] if b is not None)
        return {
            "box": sum(1 for t in TILES if t.kind not in self.kinds),
            "reserve": len(self.reserve),
            "offer": len(self.offer),
            "stacks": sum(len(s) for s in self.stacks),
            "burners": burners,
            "completed": sum(len(p["potions"]) for p in self.players),
        }

    def potion_of(self, seat: int, tile_id: int) -> dict[str, Any] | None:
        """The completed potion ``tile_id`` of ``seat``, or None."""
        for potion in self.players[seat]["potions"]:
            if potion["tile"] == tile_id:
                return potion  # type: ignore[no-any-return]
        return None

    def pickable(self) -> list[tuple[int, int]]:
        """(track, slot) of every marble that can be taken: the bottom 8 of each track."""
        return [
            (t, s) for t, track in enumerate(self.tracks) for s in range(min(len(track), PICKABLE))
        ]

    # ---------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        """Every legal action now, in a deterministic order; empty only when over."""
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list[Action]:
        phase = self.phase
        seat = self.current
        if phase == "draft":
            return [Action("draft", t) for t in self.offer]
        if phase == "tiebreak":
            return [Action("pick", t, s) for t, s in self.pickable()]
        if phase == "discard":
            return [Action("discard", c) for c in COLOURS if c in self.players[seat]["pool"]]
        if phase == "draw":
            return [Action("draw", k) for k in range(STACKS) if self.stacks[k]]
        if phase != "play":
            return []
        player = self.players[seat]
        turn = self.turn
        if turn["hand"]:
            return [
                Action("place", c, b)
                for c in COLOURS
                if c in turn["hand"]
                for b in range(BURNERS)
                if self._empty_holes(seat, b, c)
            ]
        if turn["prismatic"]:
            out = []
            for c in COLOURS:
                if c not in player["pool"]:
                    continue
                for b, burner in enumerate(player["burners"]):
                    if burner is None:
                        continue
                    holes = TILES[burner["tile"]].holes
                    for h in COLOURS:
                        if any(holes[i] == h and x is None for i, x in enumerate(burner["holes"])):
                            out.append(Action("wild", c, b, h))
            out.append(Action("stop"))
            return out
        out = []
        pickable = self.pickable()
        if not turn["picked"]:
            out.extend(Action("pick", t, s) for t, s in pickable)
        if not turn["helped"] and self.help_pool > 0:
            out.extend(Action("help", t, s) for t, s in pickable)
        for c in COLOURS:
            if c in player["pool"]:
                out.extend(
                    Action("place", c, b) for b in range(BURNERS) if self._empty_holes(seat, b, c)
                )
        for potion in player["potions"]:
            if not potion["drunk"]:
                kind = TILES[potion["tile"]].kind
                out.extend(
                    Action("drink", potion["tile"], *target)
                    for target in effects.targets(self, kind, seat)
                )
        if turn["picked"] or not pickable:
            out.append(Action("end"))
        return out

    def _empty_holes(self, seat: int, b: int, colour: str) -> int:
        burner = self.players[seat]["burners"][b]
        if burner is None:
            return 0
        holes = TILES[burner["tile"]].holes
        return sum(1 for i, x in enumerate(burner["holes"]) if x is None and holes[i] == colour)

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action | str) -> Game:
        """Play ``action`` (an Action or its canonical string) and return this game.

        Raises IllegalActionError, leaving the game unchanged, if it is not legal now.
        """
        a = as_action(action)
        if a not in self.legal_actions():
            raise self._explain(a)
        self._apply(a)
        return self

    def apply_trusted(self, action: Action) -> Game:
        """Apply an action taken from :meth:`legal_actions` without checking it again."""
        self._apply(action)
        return self

    def _apply(self, a: Action) -> None:
        self._legal = None
        self.events = []
        seat = self.current
        if self._record:
            self.history.append(str(a))
        verb = a.verb
        args = a.args
        if verb == "pick" and self.phase == "tiebreak":
            self._tiebreak_pick(int(args[0]), int(args[1]))
        elif verb == "pick":
            self._pick(int(args[0]), int(args[1]))
        elif verb == "help":
            self._help(int(args[0]), int(args[1]))
        elif verb == "place":
            self._place(str(args[0]), int(args[1]))
        elif verb == "drink":
            self._drink(seat, a.ints())
        elif verb == "wild":
            self._wild(str(args[0]), int(args[1]), str(args[2]))
        elif verb == "stop":
            self.turn["prismatic"] = False
            self._event("stop", seat)
        elif verb == "end":
            self._end()
        elif verb == "discard":
            self._discard(str(args[0]))
        elif verb == "draw":
            self._draw(int(args[0]))
        elif verb == "draft":
            self._draft(int(args[0]))

    def _event(self, etype: str, seat: int, **data: Any) -> None:
        if self._record:
            self.events.append({"type": etype, "seat": seat, **data})

    # ------------------------------------------------------------ the draft

    def _draft(self, tile_id: int) -> None:
        seat = self.current
        self.offer.remove(tile_id)
        burners = self.players[seat]["burners"]
        b = burners.index(None)
        burners[b] = {"tile": tile_id, "holes": [None] * len(TILES[tile_id].holes)}
        self._event("draft", seat, tile=tile_id)
        self.draft_queue.pop(0)
        if self.draft_queue:
            self.current = self.draft_queue[0]
            return
        remaining = self.reserve + self.offer
        remaining.sort()
        self.rng.shuffle(remaining)
        self.reserve = []
        self.offer = []
        for i, tile in enumerate(remaining):
            self.stacks[i % STACKS].append(tile)
        self.phase = "play"
        self.current = 0
        self.turn = _new_turn()
        self._event("turn", 0)

    # --------------------------------------------------------- taking marbles

    def _refill(self) -> None:
        settle(self.tracks, self.tank, self.rng)

    def _explode(self, t: int, s: int) -> list[str]:
        """Take the marble at (t, s) with its chain reaction, refill, and record it as a
        ``pick`` (or ``tiebreak``) event; returns the marbles taken."""
        track = self.tracks[t]
        colour = track[s]
        positions, explosions = chain_indices(track, s)
        taken = remove(track, positions)
        self._refill()
        self._event(
            "tiebreak" if self.phase == "tiebreak" else "pick",
            self.current,
            track=t,
            slot=s,
            colour=colour,
            explosions=[list(e) for e in explosions],
            taken=len(taken),
        )
        return taken

    def _pick(self, t: int, s: int) -> None:
        taken = self._explode(t, s)
        self.turn["picked"] = True
        self.turn["hand"].extend(taken)
        self._settle_hand()

    def _help(self, t: int, s: int) -> None:
        seat = self.current
        taken = remove(self.tracks[t], [s])
        self._refill()
        self.turn["helped"] = True
        self.help_pool -= 1
        self.players[seat]["helps"] += 1
        self._event("help", seat, track=t, slot=s, colour=taken[0])
        self.turn["hand"].extend(taken)
        self._settle_hand()

    def _tiebreak_pick(self, t: int, s: int) -> None:
        self.players[self.current]["tiebreak"].extend(self._explode(t, s))
        self.tiebreak_queue.pop(0)
        if self.tiebreak_queue:
            self.current = self.tiebreak_queue[0]
        else:
            self._finish_tiebreak()

    # ------------------------------------------------------------- placement

    def _settle_hand(self) -> None:
        """Place hand marbles that fit exactly one way; the rest that cannot fit go to the
        pool; marbles with a choice of burner stay in hand for a ``place`` action."""
        seat = self.current
        hand = self.turn["hand"]
        changed = True
        while changed and hand:
            changed = False
            for c in COLOURS:
                n = hand.count(c)
                if not n:
                    continue
                open_ = [(b, k) for b in range(BURNERS) if (k := self._empty_holes(seat, b, c))]
                if not open_:
                    for _ in range(n):
                        hand.remove(c)
                    self.players[seat]["pool"].extend([c] * n)
                    self._event("pool", seat, colour=c, count=n)
                    changed = True
                elif len(open_) == 1 or n >= sum(k for _, k in open_):
                    for b, k in open_:
                        m = min(n, k)
                        if m:
                            for _ in range(m):
                                hand.remove(c)
                            self._fill(seat, b, c, m)
                            n -= m
                    changed = True

    def _fill(self, seat: int, b: int, colour: str, count: int, hole: str | None = None) -> None:
        """Put ``count`` marbles of ``colour`` on empty holes of colour ``hole`` (default:
        the same colour) of burner ``b``, then complete the potion if it is full."""
        burner = self.players[seat]["burners"][b]
        holes = TILES[burner["tile"]].holes
        want = hole or colour
        left = count
        for i, x in enumerate(burner["holes"]):
            if left and x is None and holes[i] == want:
                burner["holes"][i] = colour
                left -= 1
        self._event(
            "place",
            seat,
            colour=colour,
            tile=burner["tile"],
            count=count,
            hole=want if want != colour else None,
        )
        if None not in burner["holes"]:
            self._complete(seat, b)

    def _complete(self, seat: int, b: int) -> None:
        player = self.players[seat]
        burner = player["burners"][b]
        for c in burner["holes"]:
            self.tank[c] += 1
        player["burners"][b] = None
        player["potions"].append({"tile": burner["tile"], "drunk": False})
        self._refill()
        self._event("complete", seat, tile=burner["tile"], points=TILES[burner["tile"]].points)

    def _place(self, colour: str, b: int) -> None:
        seat = self.current
        hand = self.turn["hand"]
        if colour in hand:
            hand.remove(colour)
        else:
            self.players[seat]["pool"].remove(colour)
        self._fill(seat, b, colour, 1)
        self._settle_hand()

    def _wild(self, colour: str, b: int, hole: str) -> None:
        seat = self.current
        player = self.players[seat]
        player["pool"].remove(colour)
        self._fill(seat, b, colour, 1, hole)
        has_hole = any(x is not None and None in x["holes"] for x in player["burners"])
        if not player["pool"] or not has_hole:
            self.turn["prismatic"] = False

    # --------------------------------------------------------------- potions

    def _drink(self, seat: int, ints: tuple[int, ...]) -> None:
        tile_id, target = ints[0], ints[1:]
        potion = self.potion_of(seat, tile_id)
        assert potion is not None
        potion["drunk"] = True
        kind = TILES[tile_id].kind
        via = None
        if kind == "sands":
            via = tile_id
            tile_id, target = target[0], target[1:]
            kind = TILES[tile_id].kind
        self._event("drink", seat, tile=tile_id, kind=kind, via=via, target=list(target))
        if kind in ("wisdom", "magnetic", "balm"):
            t = target[0]
            if kind == "balm":
                slots = list(range(target[1], target[1] + target[2]))
            elif kind == "magnetic":
                slots = [target[1], target[1] + 1]
            else:
                slots = [target[1]]
            self._take(seat, [(t, s) for s in slots])
        elif kind == "abyssal":
            self._take(seat, [(t, 0) for t in target])
        elif kind == "filter":
            gone = remove(self.tracks[target[0]], list(target[1:]))
            for c in gone:
                self.tank[c] += 1
            self._event("discarded", seat, colour=gone[0], count=len(gone))
            self._refill()
        elif kind == "love":
            victim = self.players[target[0]]
            stolen = victim["pool"]
            victim["pool"] = []
            self._event("stole", seat, victim=target[0], marbles=list(stolen))
            self.turn["hand"].extend(stolen)
            self._settle_hand()
        elif kind == "prismatic":
            self.turn["prismatic"] = True

    def _take(self, seat: int, positions: list[tuple[int, int]]) -> None:
        taken: list[str] = []
        for t in sorted({t for t, _ in positions}):
            taken.extend(remove(self.tracks[t], [s for u, s in positions if u == t]))
        self._refill()
        self._event("took", seat, marbles=taken)
        self.turn["hand"].extend(taken)
        self._settle_hand()

    # ------------------------------------------------------------ end of turn

    def _end(self) -> None:
        seat = self.current
        self._event("end", seat)
        if len(self.players[seat]["pool"]) > POOL_SIZE:
            self.phase = "discard"
            self._auto()
        else:
            self._after_discard()

    def _discard(self, colour: str) -> None:
        seat = self.current
        self.players[seat]["pool"].remove(colour)
        self.tank[colour] += 1
        self._refill()
        self._event("discard", seat, colour=colour)
        if len(self.players[seat]["pool"]) <= POOL_SIZE:
            self._after_discard()
        else:
            self._auto()

    def _auto(self) -> None:
        """Resolve a discard that leaves no choice (all pool marbles of one colour)."""
        self._legal = None
        options = self._generate()
        if self.phase == "discard" and len(options) == 1:
            self._discard(str(options[0].args[0]))

    def _after_discard(self) -> None:
        seat = self.current
        needs = None in self.players[seat]["burners"]
        if needs and any(self.stacks):
            self.phase = "draw"
        else:
            self._finish_turn()

    def _draw(self, k: int) -> None:
        seat = self.current
        tile_id = self.stacks[k].pop()
        burners = self.players[seat]["burners"]
        burners[burners.index(None)] = {
            "tile": tile_id,
            "holes": [None] * len(TILES[tile_id].holes),
        }
        self._event("draw", seat, stack=k, tile=tile_id)
        if None not in burners or not any(self.stacks):
            self._finish_turn()

    def _award(self, seat: int, reason: str) -> None:
        player = self.players[seat]
        if self.countdown > 0:
            self.countdown -= 1
            source = "countdown"
        elif self.skill_pool > 0:
            self.skill_pool -= 1
            source = "pool"
        else:
            source = "extra"
        player["skill"] += 1
        self._event("skill", seat, reason=reason, source=source)

    def _finish_turn(self) -> None:
        seat = self.current
        player = self.players[seat]
        kinds = Counter(TILES[p["tile"]].kind for p in player["potions"])
        for kind in KIND_IDS:
            if kinds[kind] >= 3 and kind not in player["skill_kinds"]:
                player["skill_kinds"].append(kind)
                self._award(seat, kind)
        if len(kinds) >= 5 and not player["variety"]:
            player["variety"] = True
            self._award(seat, "variety")
        if self.end_reason is None:
            if self.countdown == 0:
                self.end_reason = "skill"
            elif not any(self.stacks):
                self.end_reason = "tiles"
            if self.end_reason is not None:
                self._event("end_triggered", seat, reason=self.end_reason)
        self.turns += 1
        n = len(self.players)
        if self.end_reason is not None and seat == n - 1:
            self._game_over()
            return
        self.phase = "play"
        self.current = (seat + 1) % n
        self.turn = _new_turn()
        self._event("turn", self.current)

    # ----------------------------------------------------------- end of game

    def _game_over(self) -> None:
        scores = self.scores()
        top = max(scores)
        tied = [i for i, s in enumerate(scores) if s == top]
        self.turn = _new_turn()
        if len(tied) > 1 and self.pickable():
            self.phase = "tiebreak"
            self.tiebreak_queue = tied
            self.current = tied[0]
            self._event("tie", tied[0], seats=tied, score=top)
        else:
            self._finish(tied)

    def _finish_tiebreak(self) -> None:
        scores = self.scores()
        top = max(scores)
        tied = [i for i, s in enumerate(scores) if s == top]
        best = max(len(self.players[i]["tiebreak"]) for i in tied)
        self._finish([i for i in tied if len(self.players[i]["tiebreak"]) == best])

    def _finish(self, winners: list[int]) -> None:
        self.phase = "over"
        self.winner_seats = winners
        self._event("over", winners[0], winners=winners, scores=self.scores())

    # -------------------------------------------------------- illegal actions

    def _explain(self, a: Action) -> IllegalActionError:
        """Why ``a`` is not legal now, in a player's words, with a stable code."""
        return explain_illegal(self, a)

    # ---------------------------------------------------------- serialization

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON values (configuration and state)."""
        return {
            "game": "potion-explosion",
            "version": STATE_VERSION,
            "config": {**self.config, "players": list(self.config["players"])},
            "state": {
                "rng": format(self.rng.state, "016x"),
                "kinds": list(self.kinds),
                "countdown_size": self.countdown_size,
                "phase": self.phase,
                "current": self.current,
                "tracks": [list(t) for t in self.tracks],
                "tank": dict(self.tank),
                "offer": list(self.offer),
                "reserve": list(self.reserve),
                "draft_queue": list(self.draft_queue),
                "stacks": [list(s) for s in self.stacks],
                "players": [_copy_player(p) for p in self.players],
                "turn": {**self.turn, "hand": list(self.turn["hand"])},
                "countdown": self.countdown,
                "skill_pool": self.skill_pool,
                "help_pool": self.help_pool,
                "end_reason": self.end_reason,
                "tiebreak_queue": list(self.tiebreak_queue),
                "winners": None if self.winner_seats is None else list(self.winner_seats),
                "turns": self.turns,
                "history": list(self.history),
            },
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Rebuild a game from :meth:`to_dict` output. Raises ValueError if it is not one."""
        try:
            if d.get("game") != "potion-explosion":
                raise ValueError("This is not a Potion Explosion game.")
            if d.get("version") != STATE_VERSION:
                raise ValueError(f"Unknown game state version {d.get('version')!r}.")
            c = d["config"]
            s = d["state"]
            _check_setup(list(c["players"]), c["seed"], c["kinds"], c["countdown"])
            g = cls.__new__(cls)
            g.config = {
                "players": list(c["players"]),
                "seed": c["seed"],
                "kinds": None if c["kinds"] is None else list(c["kinds"]),
                "countdown": c["countdown"],
            }
            g.rng = Pcg32(int(s["rng"], 16))
            g.kinds = list(s["kinds"])
            g.countdown_size = int(s["countdown_size"])
            g.phase = str(s["phase"])
            if g.phase not in PHASES:
                raise ValueError(f"Unknown phase {g.phase!r}.")
            g.current = int(s["current"])
            g.tracks = [list(t) for t in s["tracks"]]
            g.tank = {col: int(s["tank"][col]) for col in COLOURS}
            g.offer = list(s["offer"])
            g.reserve = list(s["reserve"])
            g.draft_queue = list(s["draft_queue"])
            g.stacks = [list(x) for x in s["stacks"]]
            g.players = [_copy_player(p) for p in s["players"]]
            turn = s["turn"]
            g.turn = {
                "picked": bool(turn["picked"]),
                "helped": bool(turn["helped"]),
                "hand": list(turn["hand"]),
                "prismatic": bool(turn["prismatic"]),
            }
            g.countdown = int(s["countdown"])
            g.skill_pool = int(s["skill_pool"])
            g.help_pool = int(s["help_pool"])
            g.end_reason = s["end_reason"]
            g.tiebreak_queue = list(s["tiebreak_queue"])
            g.winner_seats = None if s["winners"] is None else list(s["winners"])
            g.turns = int(s["turns"])
            g.history = list(s["history"])
            g.events = []
            g._legal = None
            g._record = True
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"The game data is incomplete or damaged ({exc!r}).") from exc
        if g.marble_census() != dict.fromkeys(COLOURS, MARBLES_PER_COLOUR):
            raise ValueError("The game data is damaged: marbles are missing or extra.")
        if sum(g.tile_census().values()) != len(TILES):
            raise ValueError("The game data is damaged: potion tiles are missing or extra.")
        return g


from potions.explosion.illegal import explain_illegal  # noqa: E402  (cycle: illegal uses Game)
