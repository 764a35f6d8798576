"""Player lists from real spreadsheets and programs (issue 25, item 7).

Each file is either read correctly or its bad rows are listed with their line and reason;
nothing is merged, cut or replaced silently, and the reader never raises.
"""

from __future__ import annotations

from tournament.player_names import read_players_csv


def names(data: bytes) -> list[tuple[int, str]]:
    return [(p.line, p.name) for p in read_players_csv(data).players]


def test_excel_unicode_text_utf16_with_bom_crlf_and_tabs_is_read() -> None:
    text = "Name\tCountry\r\nJürgen Weiß\tDE\r\n山田 太郎\tJP\r\nZoë Ñúñez\tES\r\n"
    data = "\ufeff".encode("utf-16-le") + text.encode("utf-16-le")  # Excel "Unicode text"
    result = read_players_csv(data)
    assert result.problems == ()
    assert result.encoding == "UTF-16"
    assert [(p.name, p.country) for p in result.players] == [
        ("Jürgen Weiß", "DE"),
        ("山田 太郎", "JP"),
        ("Zoë Ñúñez", "ES"),
    ]
    big_endian = "\ufeff".encode("utf-16-be") + text.encode("utf-16-be")
    assert read_players_csv(big_endian).players[0].name == "Jürgen Weiß"


def test_classic_mac_cr_only_line_endings_are_read() -> None:
    data = b"name,country\rAnna Berg,SE\rBo Jensen,DK\r"
    result = read_players_csv(data)
    assert result.problems == ()
    assert names(data) == [(2, "Anna Berg"), (3, "Bo Jensen")]


def test_a_field_over_128_kib_is_a_bad_row_and_the_others_are_read() -> None:
    data = b"name,notes\nAnna Berg,\n" + b"Bo Jensen," + b"x" * 200_000 + b"\nCy Park,\n"
    result = read_players_csv(data)
    assert names(data) == [(2, "Anna Berg"), (4, "Cy Park")]
    (problem,) = result.problems
    assert problem.startswith("line 3: ")
    assert "131,072" in problem


def test_bytes_undefined_in_the_encoding_are_a_bad_row_never_replaced() -> None:
    # 0x81 is not a character in Windows-1252 (nor UTF-8): "J\x81rgen" is not "J�rgen"
    data = b"name\nJ\x81rgen Weiss\nAnna Berg\nZo\xeb Martin\n"
    result = read_players_csv(data)
    assert result.encoding == "Windows-1252"
    assert names(data) == [(3, "Anna Berg"), (4, "Zoë Martin")]
    (problem,) = result.problems
    assert problem.startswith("line 2: ")
    assert "0x81" in problem
    assert "Windows-1252" in problem
    assert all("\ufffd" not in p.name for p in result.players)


def test_an_embedded_nul_is_a_bad_row_not_kept() -> None:
    data = b"name,country\nAnna\x00Berg,SE\nBo Jensen,DK\n"
    result = read_players_csv(data)
    assert names(data) == [(3, "Bo Jensen")]
    (problem,) = result.problems
    assert problem.startswith("line 2: ")
    assert "NUL" in problem


def test_an_unterminated_quote_does_not_merge_people_into_one() -> None:
    data = b'name,country\n"Durand, Paul,FR\nAnna Berg,SE\nBo Jensen,DK\n'
    result = read_players_csv(data)
    assert all("\n" not in p.name for p in result.players)
    assert all("Anna" not in p.name or p.name == "Anna Berg" for p in result.players)
    assert any(p.startswith("line 2: ") and "quote" in p for p in result.problems)
    assert not any("Durand" in p.name for p in result.players)


def test_an_extra_unquoted_cell_is_a_bad_row_not_dropped() -> None:
    data = b"name\nDurand, Paul\nAnna Berg\n"
    result = read_players_csv(data)
    assert names(data) == [(3, "Anna Berg")]
    (problem,) = result.problems
    assert problem.startswith("line 2: ")
    assert "2 cells" in problem
    assert "quotes" in problem


def test_a_quoted_name_with_a_comma_and_a_quoted_line_break_keep_their_lines() -> None:
    data = b'name,notes\n"Durand, Paul","two\nlines"\nAnna Berg,\n'
    result = read_players_csv(data)
    assert result.problems == ()
    assert names(data) == [(2, "Durand, Paul"), (4, "Anna Berg")]
