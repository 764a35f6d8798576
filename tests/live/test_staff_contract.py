"""The staff-links contract (issue 29, floor staff): the staff page's address and the
log's wording of who acted."""

from __future__ import annotations

from ui.live.staff import StaffMember, actor_of, staff_path


def test_staff_path_is_under_staff() -> None:
    assert staff_path("k3Y") == "/staff/k3Y/"


def test_actor_names_role_and_person() -> None:
    marco = StaffMember(link_id=1, name="Marco", role="floor", write_secret="s", tables=(1, 2))
    screen = StaffMember(link_id=2, name="Bar screen", role="display", write_secret="t", tables=())
    assert actor_of(marco) == "Floor: Marco"
    assert actor_of(screen) == "Display: Bar screen"
