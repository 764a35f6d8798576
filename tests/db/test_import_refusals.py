"""Tournament documents that would break the program after importing are refused whole
(issue 25, item 10): a header date out of the calendar's range (History → Seasons failed on
every opening afterwards) and a version-1 document with a lone surrogate in a name (a
traceback). Each gets a message naming what is wrong; the database and the file keep their
bytes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.db.test_import_integrity import Document, exported, run_import


def version_1(document: Document) -> Document:
    """The document as a pokerfloor from before the integrity marker wrote it."""
    bare = {k: v for k, v in document.items() if k != "integrity"}
    bare["version"] = 1
    return bare


@pytest.mark.parametrize("created", [10**17, -(10**16), 253_402_300_800_000])
def test_a_header_date_out_of_the_calendar_is_refused(tmp_path: Path, created: int) -> None:
    document = version_1(exported(tmp_path))
    document["tournament"]["created_ms"] = created
    status, message = run_import(tmp_path, document)
    assert status == 1
    assert "created_ms" in message
    assert "date" in message


def test_a_lone_surrogate_in_a_name_is_refused_not_a_traceback(tmp_path: Path) -> None:
    document = version_1(exported(tmp_path))
    text = json.dumps(document).replace('"Anna"', '"An\\ud800na"')
    assert "\\ud800" in text
    status, message = run_import(tmp_path, text)
    assert status == 1
    assert "not valid text" in message
    assert "U+D800" in message


def test_a_lone_surrogate_in_the_header_name_is_refused(tmp_path: Path) -> None:
    document = version_1(exported(tmp_path))
    name = document["tournament"]["name"]
    text = json.dumps(document).replace(f'"name": "{name}"', '"name": "Fri\\udfffday"', 1)
    status, message = run_import(tmp_path, text)
    assert status == 1
    assert "U+DFFF" in message
