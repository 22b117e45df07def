"""Every sentence that states a rule says the printed rule, in en, ja and de (issue 44).

A table: for each item of the issue, the message (context and a piece of its English
source), the rulebook sentence it rests on, and what its words must (and must not) say
in each language. The English is read from the catalog's sources, the Japanese and
German from ``i18n/souptable_{ja,de}.ts`` (as ``tests/i18n/test_glossary.py`` reads them),
so a change of wording without its translations fails here. The in-app rules are read
from ``assets/rules/<game>.<lang>.md``.

Needs the translations of ``/work/tr/lessons.json`` applied to the catalogs: the rows
marked ``lesson`` (the lesson texts of issue 44) fail in ja and de until then.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
RULES = ROOT / "assets" / "rules"
LANGS = ("en", "ja", "de")

# (context, a piece of the English source, the rulebook sentence, {lang: words it must hold},
#  {lang: words it must not hold})
ITEMS = [
    (
        "Suppenkasper",
        "Side dish: only with meat.",
        "Suppenkasper: the main course's value × the number of its side dishes (calorie count)",
        {"en": "multiplied by the number of its side dishes", "ja": "枚数を掛けます", "de": "mit der Zahl seiner Beilagen"},
        {"ja": "倍にします", "en": "Multiplies the", "de": "verdoppelt"},
    ),
    (
        "Suppenkasper",
        "Main course, %1 kcal",
        "Suppenkasper: the main course's value × the number of its side dishes",
        {"en": "multiplied by the number of matching side dishes", "ja": "枚数を掛けます", "de": "mal der Zahl"},
        {"ja": "倍にします", "en": "Each matching side dish"},
    ),
    (
        "SusuruBoard",
        "Trend order marker %1 is on %2",
        "Super Susuru Soup: 'if you hold 3 cards of the second-place ingredient, you discard all 3 cards.'",
        {"en": "with more, none of them do", "ja": "1枚も得点になりません", "de": "bei mehr zählt keine"},
        {},
    ),
    (
        "SusuruBoard",
        "Trend order marker %1: up to %1 cards",
        "Super Susuru Soup: 'discard every ingredient card in your hand that exceeds the maximum number'",
        {"en": "with more, none of them do", "ja": "1枚も得点になりません", "de": "bei mehr zählt keine"},
        {},
    ),
    (
        "Suppenkasper",
        "Pay a chip: demand one reduction card",
        "Suppenkasper variant 2: 'the card may be demanded from another player instead.'",
        {"en": "you may demand it from another player instead", "ja": "求めてもかまいません", "de": "darfst du sie stattdessen"},
        {"en": "ask another)", "ja": "求めなければ"},
    ),
    (
        "SoupmengBoard",
        "Fill your bowls with soup",
        "Soup Meng Ramen: 入れ替えカードを出すと、自分の丼内のスープメングカードと"
        "他プレイヤーの丼内のスープメングカードを１枚交換できます。",
        {"en": "a swap card trades", "ja": "入れ替えカード", "de": "Tauschkarte"},
        {"en": "take from other players' bowls"},
    ),
    (
        "SuppenkasperBoard",
        "Serve dishes to your left-hand neighbour",
        "Suppenkasper: the total is looked up in the weight table once (round end)",
        {
            "en": "weight table turns the calories",
            "ja": "体重表で歩数に換え",
            "de": "Gewichtstabelle aus den gegessenen Kalorien",
        },
        {"en": "Every calorie moves"},
    ),
    (
        "LessonSalty",
        "%n salt cube(s)",
        "Salty: plural forms (1 salt cube, 2 salt cubes)",
        {"en": "%n salt cube(s)", "ja": "%n個", "de": "%n Salzwürfel"},
        {},
    ),
    # the sweep of issue 44 (their ja and de: /work/tr/sweep.json)
    (
        "SoupmengBoard",
        "%1 toppings: a bowl with %2 or more toppings takes",
        "Soup Meng Ramen: 具は無制限に入れる事ができますが、５枚以上入れた場合－１０ポイントのペナルティとなります",
        {"en": "takes a penalty of %3 at the end (its cards still count)", "ja": "%3点のペナルティ", "de": "Abzug von %3"},
        {"en": "toppings scores %3"},
    ),
    (
        "SoupmengBoard",
        "One more topping and this bowl takes",
        "Soup Meng Ramen: ５枚以上入れた場合－１０ポイントのペナルティとなります",
        {"en": "takes a penalty of %1", "ja": "%1点のペナルティ", "de": "Abzug von %1"},
        {"en": "bowl scores %1"},
    ),
    (
        "Suppenkasper",
        "Main course, %1 kcal, multiplied by the number of matching side dishes (%2) with it (",
        "Suppenkasper: 'For a main course, the value on the card is multiplied by the number of side dishes' "
        "(rulings: ×1 with 0 or 1 side dish)",
        {"en": "(×1 without any)", "ja": "付け合わせがなければ×1", "de": "ohne Beilage ×1"},
        {},
    ),
    (
        "Suppenkasper",
        "Ask 3 different players, never",
        "Suppenkasper variant 2: 'If one of the players asked has no reduction card, the card may be demanded "
        "from another player instead.' (3 players: the third card from either of the two)",
        {
            "en": "either of the two may be asked a second time",
            "ja": "どちらの人にももう1回頼めます",
            "de": "jeder der beiden ein zweites Mal gefragt werden",
        },
        {"en": "not asked yet", "ja": "まだ頼んでいない人", "de": "noch nicht gefragt"},
    ),
    (
        "SuppenkasperBoard",
        "Serve dishes to your left-hand neighbour, who must eat them, defuse them with a reduction card, or add to "
        "them and pass the plate on. For every dish",
        "Suppenkasper: 'If the dish is eaten quite normally ... The weight table then shows by how many positions "
        "the eater's token is moved' / round end: 'all players must eat the dishes they still hold in their hands'",
        {"en": "For every dish you eat", "ja": "料理を食べるたびに", "de": "Für jedes Gericht, das du isst"},
        {"en": "At each round's end the weight table"},
    ),
    (
        "SusuruBoard",
        "Free: a player who opens shop (or",
        "Super Susuru Soup: 'In a 3-player game, C takes the turn, decides the trend order of the ingredients, "
        "and the round ends.' (C has not opened shop)",
        {
            "en": "at the round end, one who has not opened",
            "ja": "まだ開店していないプレイヤー",
            "de": "wer noch nicht eröffnet hat",
        },
        {},
    ),
    # the lesson texts of issue 44 (their ja and de: /work/tr/lessons.json)
    (
        "LessonSoupmeng",
        "Welcome to Soup Meng Ramen!",
        "Soup Meng Ramen: ゲーム終了条件は２つあります。① …全ての丼に、いっちょあがり！… "
        "② スープメングカードの山札が無くなった場合",
        {"en": "when the draw pile runs out", "ja": "山札がなくなり", "de": "Nachziehstapel leer ist"},
        {},
    ),
    (
        "LessonSusuru",
        "Marker 1 is still free",
        "Super Susuru Soup: 'In a 3-player game, C takes the turn, decides the trend order of the ingredients, "
        "and the round ends.'",
        {
            "en": "decide the trend order of one more ingredient",
            "ja": "流行順位を決めます",
            "de": "Trendrang einer weiteren Zutat",
        },
        {},
    ),
    (
        "LessonSuppenkasper",
        "%1 added a dumpling and %2 a muesli",
        'Suppenkasper: \'The card "Nein! eß ich nicht" makes the player lose "1" … '
        "and serves the dish to his left-hand neighbour.'",
        {"en": "You lose 1 at once", "ja": "すぐに1マス減り", "de": "nimmst sofort 1 ab"},
        {},
    ),
    (
        "LessonSuppenkasper",
        "Instead of eating a dish, you may add",
        "Suppenkasper: 'Only further fast food or muesli may be served with fast food.' / '… ready-made meals or muesli …'",
        {
            "en": "to fast food only fast food or muesli",
            "ja": "ファストフードにはファストフードかミューズリーだけ",
            "de": "zu Fast Food nur Fast Food oder Müsli",
        },
        {},
    ),
]


def catalog(lang: str) -> dict[tuple[str, str], str]:
    out: dict[tuple[str, str], str] = {}
    for ctx in ET.parse(I18N / f"souptable_{lang}.ts").getroot().iter("context"):
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            forms = [] if tr is None else [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            out[(ctx.findtext("name") or "", source)] = source if lang == "en" else " | ".join(forms).replace("\xad", "")
    return out


def lesson_sources() -> dict[tuple[str, str], str]:
    """The lesson texts as the modules say them now (lupdate has not run in a helper's tree)."""
    from souptable.ui.lessons import salty, soupmeng, suppenkasper, susuru

    out = {}
    for module, ctx in (
        (salty, "LessonSalty"),
        (soupmeng, "LessonSoupmeng"),
        (suppenkasper, "LessonSuppenkasper"),
        (susuru, "LessonSusuru"),
    ):
        for text in module.texts().values():
            out[(ctx, text)] = text
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("context", "piece", "rulebook", "must", "must_not"), ITEMS, ids=[f"{i[0]}:{i[1][:24]}" for i in ITEMS])
def test_the_words_say_the_printed_rule(lang, context, piece, rulebook, must, must_not):
    messages = catalog(lang)
    if lang == "en" and context.startswith("Lesson"):
        messages = {**messages, **lesson_sources()}
    found = [(src, text) for (ctx, src), text in messages.items() if ctx == context and src.startswith(piece)]
    if context.startswith("Lesson") and lang == "en":
        found = [(s, t) for s, t in found if (context, s) in lesson_sources()] or found
    assert found, (lang, context, piece, "not in the catalog: translations of /work/tr/lessons.json applied?")
    _src, text = found[-1]
    assert must[lang] in text, (lang, rulebook, text)
    if lang in must_not:
        assert must_not[lang] not in text, (lang, rulebook, text)


# Suppenkasper, 3 players, option c: the code lets the demander ask both others a second
# time (the third card from either, and the other when the one asked has none); the printed
# text allows it: "the card may be demanded from another player instead".
OPTION_C = {
    "en": ("either of them may be asked again for the third card", "one of the two may be asked a second time"),
    "ja": ("どちらの人にももう1回頼めます", "1人にだけもう1回頼めます"),
    "de": ("jeder der beiden noch einmal gefragt werden", "einer der beiden ein zweites Mal gefragt werden"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_option_c_with_three_players_says_what_the_game_does(lang):
    text = (RULES / f"suppenkasper.{lang}.md").read_text(encoding="utf-8")
    says, not_any_more = OPTION_C[lang]
    assert says in text
    assert not_any_more not in text
    docs = (ROOT / "docs" / "RULINGS.md").read_text(encoding="utf-8")
    assert "both may be asked a second time" in docs and "only one of" not in docs.split("option c:*")[1][:600]


def test_option_c_with_three_players_is_what_the_engine_does():
    """Both others asked a second time: A hands over, B hands over, A has none for the
    third, and B may still be asked (at most two cards from one player)."""
    from souptable.engine import Match
    from souptable.games.suppenkasper.actions import ChooseOption, Demand

    for seed in range(200):
        m = Match("suppenkasper", 3, seed, {"variant": "2"})
        seat = m.to_move()
        assert seat is not None
        if ChooseOption("demand") not in m.legal_actions():
            continue
        m.play(ChooseOption("demand"))
        a, b = (seat + 1) % 3, (seat + 2) % 3
        st = m.state
        has = [sum(c in ("fdh", "nulldiaet", "koernerkur", "abfuehrpille", "nein") for c in h) for h in st.hands]
        if not (has[a] == 1 and has[b] >= 2):
            continue
        for target in (a, b, a):
            m.play(Demand(target))
            if m.state.phase == "hand_over":
                m.play(m.legal_actions()[0])
        assert Demand(b) in m.legal_actions(), seed  # asked a second time after A had none
        return
    pytest.skip("no deal with one reduction card for A and two for B in 200 seeds")


# the in-app rules (assets/rules/<game>.<lang>.md), from the sweep of issue 44: (game, rulebook
# sentence, {lang: words the file must hold}, {lang: words it must not hold})
RULES_ITEMS = [
    (
        "soupmeng",
        "入れ替えカードを出すと、自分の丼内のスープメングカードと他プレイヤーの丼内のスープメングカードを１枚交換できます。",
        {
            "en": "a swap card trades one card of your bowl for one of the same kind in another bowl",
            "ja": "入れ替えカードなら自分の丼のカード1枚をほかの丼の同じ種類のカードと交換できます",
            "de": "eine Tauschkarte tauscht eine Karte deiner Schüssel gegen eine gleicher Art",
        },
        {
            "en": "help yourself to the ingredients",
            "ja": "丼から具材をいただいたり",
            "de": "an den Zutaten in den Schüsseln der anderen bedienen",
        },
    ),
    (
        "suppenkasper",
        "For a main course, the value on the card is multiplied by the number of side dishes.",
        {
            "en": "the main course's value is multiplied by their number",
            "ja": "メインディッシュの値に付け合わせの枚数を掛ける",
            "de": "der Wert des Hauptgerichts mal der Zahl seiner Beilagen",
        },
        {"en": "they multiply the main course", "ja": "倍にする", "de": "vervielfacht das Hauptgericht"},
    ),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "rulebook", "must", "must_not"), RULES_ITEMS, ids=[i[0] for i in RULES_ITEMS])
def test_the_in_app_rules_say_the_printed_rule(lang, game, rulebook, must, must_not):
    text = (RULES / f"{game}.{lang}.md").read_text(encoding="utf-8")
    assert must[lang] in text, (lang, rulebook)
    assert must_not[lang] not in text, (lang, rulebook)
