"""Player names: one key for one person, "did you mean", and player lists from CSV files."""

from __future__ import annotations

from tournament.player_names import did_you_mean, name_key, read_players_csv


def test_case_accents_full_width_and_spaces_are_ignored() -> None:
    assert name_key("  Zoë   MÜLLER ") == "zoe muller"
    assert name_key("François Dupré") == name_key("francois dupre")
    assert name_key("ＡＬＩＣＥ") == "alice"  # full-width letters from a Japanese keyboard
    assert name_key("Straße") == name_key("STRASSE")


def test_a_plain_ascii_name_gets_the_same_key() -> None:
    # the quick way for ASCII names: case and spaces only, as the general way does
    assert name_key("  Anna \t BERG\n") == "anna berg"
    assert name_key("O'Brien-Smith Jr.") == "o'brien-smith jr."
    assert name_key("Zoe Muller") == name_key("  Zoë   MÜLLER ")


def test_other_differences_keep_people_apart() -> None:
    assert name_key("Jean-Luc") != name_key("Jean Luc")
    assert name_key("カトウ") != name_key("ガトウ")  # kana voicing marks are not accents
    assert name_key("山田 太郎") == "山田 太郎"


def test_did_you_mean_offers_typos_and_swapped_names_best_first() -> None:
    known = ["Alice Moreau", "Alicia Morales", "Bob Stone", "ALICE  MOREAU"]
    assert did_you_mean("alice moreau", known)[:2] == ["Alice Moreau", "ALICE  MOREAU"]
    assert did_you_mean("Alise Moreau", known) == ["Alice Moreau", "ALICE  MOREAU"]
    assert did_you_mean("Stone Bob", known) == ["Bob Stone"]
    assert did_you_mean("Carla Diaz", known) == []
    assert did_you_mean("   ", known) == []


def test_a_semicolon_file_from_a_german_spreadsheet() -> None:
    data = "Name;Land;Notes\nJürgen Weiß;DE;\n  Anna   Schmidt ;AT;vegetarian\n".encode("cp1252")
    result = read_players_csv(data)
    assert result.encoding == "Windows-1252"
    assert [(p.line, p.name, p.country, p.notes) for p in result.players] == [
        (2, "Jürgen Weiß", "DE", ""),
        (3, "Anna Schmidt", "AT", "vegetarian"),
    ]
    assert result.problems == ()


def test_bad_rows_are_named_by_line_and_known_players_marked() -> None:
    text = "\ufeffplayer,country,email\n"
    text += "Alice Moreau,FR,a@example.org\n"  # line 2: already in the database
    text += ",FR,\n"  # line 3: no name
    text += "Bob Stone,GB,\n"  # line 4
    text += "\n"  # line 5: blank, skipped
    text += "BOB  STONE,GB,\n"  # line 6: the same person again
    text += "X" * 201 + ",US,\n"  # line 7: too long
    result = read_players_csv(text.encode("utf-8"), known=["alice moreau"])
    assert result.encoding == "UTF-8"
    assert [(p.line, p.name, p.existing) for p in result.players] == [
        (2, "Alice Moreau", "alice moreau"),
        (4, "Bob Stone", ""),
    ]
    assert [p.name for p in result.new_players] == ["Bob Stone"]
    assert result.problems == (
        "line 3: the name is empty",
        "line 6: BOB STONE is already on line 4",
        "line 7: the name is longer than 200 characters",
    )


def test_a_file_without_a_name_column_says_what_it_has() -> None:
    result = read_players_csv(b"first,last\nAlice,Moreau\n")
    assert result.players == ()
    assert result.problems == (
        "line 1: no 'name' column (the first line must name the columns; it has 'first', 'last')",
    )
    assert read_players_csv(b"").problems == ("the file is empty",)


def test_a_tab_separated_file_with_french_headers() -> None:
    result = read_players_csv("nom\tpays\nÉlodie Martin\tFR\n".encode())
    assert [(p.name, p.country) for p in result.players] == [("Élodie Martin", "FR")]
