"""The 76 cards of Potion-making: Practice, and the names of its elements and formulas.

Generated once from ``potion-making-practice-cards.json`` (the shared card data, cross-checked
by three public implementations); edit it by hand only to fix the data. Names are
:class:`~potions.core.i18n.Msg` values with a context (``element``, ``formula``) so they can
be translated; ids are those of the card data and of the actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast, get_args

from potions.core.i18n import Msg

Element = Literal[
    "fiery-light",
    "belladonna",
    "snake-s-eye",
    "air-crystal",
    "bloodstone",
    "mandrake-root",
    "phoenix-feather",
    "mushrooms",
    "dragon-s-tooth",
    "fern-flower",
    "spring-water",
    "astral-energy",
    "quintessence-of-will",
    "thought-energy",
    "bat-wing",
    "ether-waves",
]
ELEMENTS: tuple[Element, ...] = get_args(Element)
"""The 16 elements, in the order of the card data."""

ELEMENT_NAMES: dict[str, Msg] = {
    "fiery-light": Msg("Fiery Light", context="element"),
    "belladonna": Msg("Belladonna", context="element"),
    "snake-s-eye": Msg("Snake's Eye", context="element"),
    "air-crystal": Msg("Air Crystal", context="element"),
    "bloodstone": Msg("Bloodstone", context="element"),
    "mandrake-root": Msg("Mandrake Root", context="element"),
    "phoenix-feather": Msg("Phoenix Feather", context="element"),
    "mushrooms": Msg("Mushrooms", context="element"),
    "dragon-s-tooth": Msg("Dragon's Tooth", context="element"),
    "fern-flower": Msg("Fern Flower", context="element"),
    "spring-water": Msg("Spring Water", context="element"),
    "astral-energy": Msg("Astral Energy", context="element"),
    "quintessence-of-will": Msg("Quintessence of Will", context="element"),
    "thought-energy": Msg("Thought Energy", context="element"),
    "bat-wing": Msg("Bat Wing", context="element"),
    "ether-waves": Msg("Ether Waves", context="element"),
}

Spell = Literal["eureka", "decomposition", "transformation"]
Kind = Literal[
    "simple_elixir",
    "complex_elixir",
    "powder",
    "great_elixir",
    "talisman",
    "creature",
    "supreme_elixir",
    "supreme_talisman",
    "spell",
]
POINTS: dict[str, int] = {
    "simple_elixir": 2,
    "complex_elixir": 3,
    "powder": 4,
    "great_elixir": 6,
    "talisman": 8,
    "creature": 8,
    "supreme_elixir": 10,
    "supreme_talisman": 10,
    "spell": 0,
}
"""Points of a formula by its kind (a spell shows no formula)."""

KIND_NAMES: dict[str, Msg] = {
    "simple_elixir": Msg("simple elixir", context="kind"),
    "complex_elixir": Msg("complex elixir", context="kind"),
    "powder": Msg("powder", context="kind"),
    "great_elixir": Msg("Great Elixir", context="kind"),
    "talisman": Msg("Talisman", context="kind"),
    "creature": Msg("creature", context="kind"),
    "supreme_elixir": Msg("Supreme Elixir", context="kind"),
    "supreme_talisman": Msg("Supreme Talisman", context="kind"),
    "spell": Msg("spell", context="kind"),
}

FORMULA_NAMES: dict[str, Msg] = {
    "potion-of-eternal-sleep": Msg("Potion of Eternal Sleep", context="formula"),
    "polyglotum-potion": Msg("Polyglotum Potion", context="formula"),
    "isidas-mortum": Msg("Isidas Mortum", context="formula"),
    "love-potion": Msg("Love Potion", context="formula"),
    "tincture-of-divination": Msg("Tincture of Divination", context="formula"),
    "solution-of-eternity": Msg("Solution of Eternity", context="formula"),
    "warding-solution": Msg("Warding Solution", context="formula"),
    "elixir-of-loyalty": Msg("Elixir of Loyalty", context="formula"),
    "elixir-of-eternal-youth": Msg("Elixir of Eternal Youth", context="formula"),
    "elixir-of-oblivion": Msg("Elixir of Oblivion", context="formula"),
    "elixir-of-knowledge": Msg("Elixir of Knowledge", context="formula"),
    "elixir-of-invisibility": Msg("Elixir of Invisibility", context="formula"),
    "elixir-of-fire": Msg("Elixir of Fire", context="formula"),
    "elixir-of-strength": Msg("Elixir of Strength", context="formula"),
    "elixir-of-secret-sight": Msg("Elixir of Secret Sight", context="formula"),
    "emanation-of-power": Msg("Emanation of Power", context="formula"),
    "telepathic-draught": Msg("Telepathic Draught", context="formula"),
    "elixir-of-wisdom": Msg("Elixir of Wisdom", context="formula"),
    "elixir-of-the-plant-master": Msg("Elixir of the Plant Master", context="formula"),
    "elixir-of-flight": Msg("Elixir of Flight", context="formula"),
    "powder-of-incorporeality": Msg("Powder of Incorporeality", context="formula"),
    "powder-of-truth": Msg("Powder of Truth", context="formula"),
    "powder-of-control": Msg("Powder of Control", context="formula"),
    "powder-of-destiny": Msg("Powder of Destiny", context="formula"),
    "great-elixir-of-timelessness": Msg("Great Elixir of Timelessness", context="formula"),
    "great-elixir-of-eternal-love": Msg("Great Elixir of Eternal Love", context="formula"),
    "great-elixir-of-rebirth": Msg("Great Elixir of Rebirth", context="formula"),
    "great-elixir-of-protection": Msg("Great Elixir of Protection", context="formula"),
    "great-elixir-of-vanishing": Msg("Great Elixir of Vanishing", context="formula"),
    "great-elixir-of-might": Msg("Great Elixir of Might", context="formula"),
    "great-elixir-of-omens": Msg("Great Elixir of Omens", context="formula"),
    "great-elixir-of-insight": Msg("Great Elixir of Insight", context="formula"),
    "palantirium-talisman": Msg("Palantirium Talisman", context="formula"),
    "talisman-of-the-beast-master": Msg("Talisman of the Beast Master", context="formula"),
    "talisman-of-hidden-knowledge": Msg("Talisman of Hidden Knowledge", context="formula"),
    "talisman-of-teleportation": Msg("Talisman of Teleportation", context="formula"),
    "avocado-cadaver": Msg("Avocado-Cadaver", context="formula"),
    "banshee": Msg("Banshee", context="formula"),
    "basilisk": Msg("Basilisk", context="formula"),
    "hippogriff": Msg("Hippogriff", context="formula"),
    "dragon": Msg("Dragon", context="formula"),
    "unicorn": Msg("Unicorn", context="formula"),
    "unseen-guardian": Msg("Unseen Guardian", context="formula"),
    "fire-salamander": Msg("Fire Salamander", context="formula"),
    "supreme-elixir": Msg("Supreme Elixir", context="formula"),
    "supreme-talisman-of-magic": Msg("Supreme Talisman of Magic", context="formula"),
    "transformation-spell": Msg("Transformation Spell", context="formula"),
    "eureka-spell": Msg("«Eureka!» Spell", context="formula"),
    "decomposition-spell": Msg("Decomposition Spell", context="formula"),
}
"""Names of the cards' formulas (and of the three spells), by the card's ``name`` key."""


@dataclass(frozen=True)
class Need:
    """One component of a formula: a Desk element, a composed formula of a name, or a
    composed formula of a kind (``what`` is then the element id, name key or kind)."""

    key: Literal["element", "formula", "kind"]
    what: str


@dataclass(frozen=True)
class Card:
    """A card: its formula (name key, kind, points, components) and its element(s).

    Spells have ``spell`` set and no components; the Supreme cards show three elements."""

    id: int
    kind: Kind
    name: str
    points: int
    elements: tuple[Element, ...]
    needs: tuple[Need, ...] = ()
    spell: Spell | None = None

    @property
    def title(self) -> Msg:
        """The card's name (its formula's, or its spell's)."""
        return FORMULA_NAMES[self.name]

    @property
    def element(self) -> Element:
        """The card's element (the first of a Supreme card's three)."""
        return self.elements[0]

    @property
    def supreme(self) -> bool:
        """Whether the card is the Supreme Elixir or the Supreme Talisman of Magic."""
        return len(self.elements) > 1


def _card(
    id: int, kind: Kind, name: str, elements: str, needs: str = "", spell: str | None = None
) -> Card:
    """A card from a row of the table below: elements and needs separated by spaces; a need
    is an element id, ``=name`` (a composed formula of that name) or ``*kind``."""
    parsed = tuple(
        Need("formula", n[1:])
        if n[0] == "="
        else Need("kind", n[1:])
        if n[0] == "*"
        else Need("element", n)
        for n in needs.split()
    )
    shown = cast(tuple[Element, ...], tuple(elements.split()))
    return Card(id, kind, name, POINTS[kind], shown, parsed, cast(Spell | None, spell))


# fmt: off
CARDS: tuple[Card, ...] = (
    _card(0, "simple_elixir", "potion-of-eternal-sleep", "fiery-light", "spring-water belladonna"),
    _card(1, "simple_elixir", "potion-of-eternal-sleep", "fiery-light", "spring-water belladonna"),
    _card(2, "simple_elixir", "polyglotum-potion", "belladonna", "fern-flower snake-s-eye"),
    _card(3, "simple_elixir", "polyglotum-potion", "belladonna", "fern-flower snake-s-eye"),
    _card(4, "simple_elixir", "isidas-mortum", "snake-s-eye", "bat-wing thought-energy"),
    _card(5, "simple_elixir", "isidas-mortum", "snake-s-eye", "bat-wing thought-energy"),
    _card(6, "simple_elixir", "love-potion", "air-crystal", "bloodstone mandrake-root"),
    _card(7, "simple_elixir", "love-potion", "air-crystal", "bloodstone mandrake-root"),
    _card(8, "simple_elixir", "tincture-of-divination", "bloodstone", "air-crystal mushrooms"),
    _card(9, "simple_elixir", "tincture-of-divination", "bloodstone", "air-crystal mushrooms"),
    _card(10, "simple_elixir", "solution-of-eternity", "mandrake-root", "mushrooms phoenix-feather"),  # noqa: E501
    _card(11, "simple_elixir", "solution-of-eternity", "mandrake-root", "mushrooms phoenix-feather"),  # noqa: E501
    _card(12, "simple_elixir", "warding-solution", "phoenix-feather", "dragon-s-tooth quintessence-of-will"),  # noqa: E501
    _card(13, "simple_elixir", "warding-solution", "phoenix-feather", "dragon-s-tooth quintessence-of-will"),  # noqa: E501
    _card(14, "simple_elixir", "elixir-of-loyalty", "mushrooms", "mandrake-root dragon-s-tooth"),
    _card(15, "simple_elixir", "elixir-of-loyalty", "mushrooms", "mandrake-root dragon-s-tooth"),
    _card(16, "simple_elixir", "elixir-of-eternal-youth", "dragon-s-tooth", "phoenix-feather ether-waves"),  # noqa: E501
    _card(17, "simple_elixir", "elixir-of-eternal-youth", "dragon-s-tooth", "phoenix-feather ether-waves"),  # noqa: E501
    _card(18, "simple_elixir", "elixir-of-oblivion", "fern-flower", "belladonna bat-wing"),
    _card(19, "simple_elixir", "elixir-of-oblivion", "fern-flower", "belladonna bat-wing"),
    _card(20, "simple_elixir", "elixir-of-knowledge", "spring-water", "fiery-light fern-flower"),
    _card(21, "simple_elixir", "elixir-of-knowledge", "spring-water", "fiery-light fern-flower"),
    _card(22, "simple_elixir", "elixir-of-invisibility", "astral-energy", "thought-energy air-crystal"),  # noqa: E501
    _card(23, "simple_elixir", "elixir-of-invisibility", "astral-energy", "thought-energy air-crystal"),  # noqa: E501
    _card(24, "simple_elixir", "elixir-of-fire", "quintessence-of-will", "ether-waves fiery-light"),
    _card(25, "simple_elixir", "elixir-of-fire", "quintessence-of-will", "ether-waves fiery-light"),
    _card(26, "simple_elixir", "elixir-of-strength", "thought-energy", "astral-energy bloodstone"),
    _card(27, "simple_elixir", "elixir-of-strength", "thought-energy", "astral-energy bloodstone"),
    _card(28, "simple_elixir", "elixir-of-secret-sight", "bat-wing", "snake-s-eye astral-energy"),
    _card(29, "simple_elixir", "elixir-of-secret-sight", "bat-wing", "snake-s-eye astral-energy"),
    _card(30, "simple_elixir", "emanation-of-power", "ether-waves", "quintessence-of-will spring-water"),  # noqa: E501
    _card(31, "simple_elixir", "emanation-of-power", "ether-waves", "quintessence-of-will spring-water"),  # noqa: E501
    _card(32, "complex_elixir", "telepathic-draught", "astral-energy", "bloodstone thought-energy mushrooms"),  # noqa: E501
    _card(33, "complex_elixir", "telepathic-draught", "ether-waves", "bloodstone thought-energy mushrooms"),  # noqa: E501
    _card(34, "complex_elixir", "telepathic-draught", "ether-waves", "bloodstone thought-energy mushrooms"),  # noqa: E501
    _card(35, "complex_elixir", "elixir-of-wisdom", "quintessence-of-will", "ether-waves spring-water fern-flower"),  # noqa: E501
    _card(36, "complex_elixir", "elixir-of-wisdom", "astral-energy", "ether-waves spring-water fern-flower"),  # noqa: E501
    _card(37, "complex_elixir", "elixir-of-wisdom", "astral-energy", "ether-waves spring-water fern-flower"),  # noqa: E501
    _card(38, "complex_elixir", "elixir-of-the-plant-master", "ether-waves", "belladonna fiery-light quintessence-of-will"),  # noqa: E501
    _card(39, "complex_elixir", "elixir-of-the-plant-master", "thought-energy", "belladonna fiery-light quintessence-of-will"),  # noqa: E501
    _card(40, "complex_elixir", "elixir-of-the-plant-master", "thought-energy", "belladonna fiery-light quintessence-of-will"),  # noqa: E501
    _card(41, "complex_elixir", "elixir-of-flight", "thought-energy", "mandrake-root astral-energy air-crystal"),  # noqa: E501
    _card(42, "complex_elixir", "elixir-of-flight", "quintessence-of-will", "mandrake-root astral-energy air-crystal"),  # noqa: E501
    _card(43, "complex_elixir", "elixir-of-flight", "quintessence-of-will", "mandrake-root astral-energy air-crystal"),  # noqa: E501
    _card(44, "powder", "powder-of-incorporeality", "mandrake-root", "=potion-of-eternal-sleep bat-wing"),  # noqa: E501
    _card(45, "powder", "powder-of-truth", "mushrooms", "=elixir-of-knowledge snake-s-eye"),
    _card(46, "powder", "powder-of-control", "fern-flower", "=love-potion dragon-s-tooth"),
    _card(47, "powder", "powder-of-destiny", "belladonna", "=tincture-of-divination phoenix-feather"),  # noqa: E501
    _card(48, "great_elixir", "great-elixir-of-timelessness", "bloodstone", "=elixir-of-oblivion =potion-of-eternal-sleep"),  # noqa: E501
    _card(49, "great_elixir", "great-elixir-of-eternal-love", "fiery-light", "=love-potion =elixir-of-loyalty"),  # noqa: E501
    _card(50, "great_elixir", "great-elixir-of-rebirth", "bat-wing", "=elixir-of-fire =elixir-of-eternal-youth"),  # noqa: E501
    _card(51, "great_elixir", "great-elixir-of-protection", "snake-s-eye", "=emanation-of-power =warding-solution"),  # noqa: E501
    _card(52, "great_elixir", "great-elixir-of-vanishing", "dragon-s-tooth", "=elixir-of-invisibility =isidas-mortum"),  # noqa: E501
    _card(53, "great_elixir", "great-elixir-of-might", "phoenix-feather", "=elixir-of-strength =elixir-of-secret-sight"),  # noqa: E501
    _card(54, "great_elixir", "great-elixir-of-omens", "spring-water", "=solution-of-eternity =tincture-of-divination"),  # noqa: E501
    _card(55, "great_elixir", "great-elixir-of-insight", "air-crystal", "=elixir-of-knowledge =polyglotum-potion"),  # noqa: E501
    _card(56, "talisman", "palantirium-talisman", "air-crystal", "=elixir-of-loyalty =telepathic-draught"),  # noqa: E501
    _card(57, "talisman", "talisman-of-the-beast-master", "spring-water", "=polyglotum-potion =elixir-of-the-plant-master"),  # noqa: E501
    _card(58, "talisman", "talisman-of-hidden-knowledge", "fiery-light", "=elixir-of-oblivion =elixir-of-wisdom"),  # noqa: E501
    _card(59, "talisman", "talisman-of-teleportation", "bloodstone", "=solution-of-eternity =elixir-of-flight"),  # noqa: E501
    _card(60, "creature", "avocado-cadaver", "fern-flower", "=elixir-of-eternal-youth =elixir-of-the-plant-master"),  # noqa: E501
    _card(61, "creature", "banshee", "dragon-s-tooth", "=powder-of-incorporeality =emanation-of-power"),  # noqa: E501
    _card(62, "creature", "basilisk", "mandrake-root", "=elixir-of-secret-sight =telepathic-draught"),  # noqa: E501
    _card(63, "creature", "hippogriff", "mushrooms", "=isidas-mortum =elixir-of-flight"),
    _card(64, "creature", "dragon", "snake-s-eye", "=powder-of-control =elixir-of-strength"),
    _card(65, "creature", "unicorn", "belladonna", "=warding-solution =elixir-of-wisdom"),
    _card(66, "creature", "unseen-guardian", "bat-wing", "=powder-of-destiny =elixir-of-invisibility"),  # noqa: E501
    _card(67, "creature", "fire-salamander", "phoenix-feather", "=powder-of-truth =elixir-of-fire"),
    _card(68, "supreme_elixir", "supreme-elixir", "astral-energy quintessence-of-will ether-waves", "*great_elixir *great_elixir"),  # noqa: E501
    _card(69, "supreme_talisman", "supreme-talisman-of-magic", "phoenix-feather thought-energy dragon-s-tooth", "*talisman *talisman"),  # noqa: E501
    _card(70, "spell", "transformation-spell", "bat-wing", "", "transformation"),
    _card(71, "spell", "transformation-spell", "mandrake-root", "", "transformation"),
    _card(72, "spell", "eureka-spell", "mushrooms", "", "eureka"),
    _card(73, "spell", "eureka-spell", "belladonna", "", "eureka"),
    _card(74, "spell", "decomposition-spell", "fern-flower", "", "decomposition"),
    _card(75, "spell", "decomposition-spell", "snake-s-eye", "", "decomposition"),
)
# fmt: on
"""Every card by id (``CARDS[i].id == i``)."""
