"""The GM window's roster (the turn order as a table): how it is set up, its columns' widths,
and the room it takes above the cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

#: the roster rows always in view, however short the screen (a 1366×768 laptop: 12, with a
#: whole card below them, issue 43)
ROSTER_ROWS = 12
#: a roster row's height: 12 rows and a card fit a 1366×768 laptop (the 16 px icons and the
#: bars keep their room)
ROW_HEIGHT = 21
#: a roster title's margins and frame beside its text (Fusion and the desktop styles)
TITLE_PADDING = 14


def make_roster(model) -> QTableView:
    roster = QTableView()
    roster.setObjectName("roster")
    roster.setModel(model)
    roster.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    # several with Ctrl/Shift-click: what the Selected menu acts on (group_actions)
    roster.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    roster.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Tab goes on to the detail pane and the docks (the arrows move between rows)
    roster.setTabKeyNavigation(False)
    # drag a row to another place in the turn order (ties settled the GM's way), as
    # Ctrl+Up/Down does: one undo step
    roster.setDragEnabled(True)
    roster.setAcceptDrops(True)
    roster.setDropIndicatorShown(True)
    roster.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
    roster.setDefaultDropAction(Qt.DropAction.MoveAction)
    roster.setDragDropOverwriteMode(False)
    rows = roster.verticalHeader()
    rows.setDefaultSectionSize(ROW_HEIGHT)
    rows.setMinimumSectionSize(ROW_HEIGHT)
    # the row numbers' column as wide from the start as one digit needs: the titles and
    # cells must not shift right when the first combatant arrives (the demo, a file)
    rows.setMinimumWidth(rows.fontMetrics().horizontalAdvance("9") + 5)
    # whole rows are selected, so every title would be highlighted (bold): a bold title
    # no longer fits its column ("Death clock" at 1280×800)
    roster.horizontalHeader().setHighlightSections(False)
    return roster


def layout_columns(roster: QTableView, bars) -> None:
    """Bars (the delegate ``bars``) for the ruleset's tracks; fixed widths (ResizeToContents
    would measure every row on every change); the conditions and the kit's columns share the
    rest."""
    m = roster.model()
    header = roster.horizontalHeader()
    header.setProperty("nameBase", None)  # fit_names measures again from the fixed width
    for col in range(m.columnCount()):
        roster.setItemDelegateForColumn(col, None)
    tracks = m.track_columns()
    # a ruleset with many columns (CoC: three tracks, DEX, death clock, this round)
    # still shows them all at 1280×800: narrower fixed columns, the rest stretch
    many = len(tracks) > 2
    header.resizeSection(m.column_of("name"), 120 if many else 170)
    # "PC" or "敵": the title is the widest (raised to it below)
    header.resizeSection(m.column_of("side"), 40 if many else 100)
    for col in tracks:
        roster.setItemDelegateForColumn(col, bars)
        # a CoC track as wide as "99/99" on its bar needs, not more (issue 42: the room
        # goes to the conditions and the death clock at 1366×768)
        header.resizeSection(col, bar_width(roster) if many else 85)
    header.setSectionResizeMode(m.column_of("status"), QHeaderView.ResizeMode.Stretch)
    for col in range(m.column_of("status") + 1, m.columnCount()):
        width = m.kit_column_width(col)
        if width is None:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        else:  # the kit's own width (a narrow DEX column)
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, width)
    # no title cut, in any language: a fixed column as wide as its title needs, and the
    # roster never narrower than every title whole (the docks beside it give way)
    least = roster.verticalHeader().sizeHint().width() + 2 * roster.frameWidth() \
        + roster.verticalScrollBar().sizeHint().width()
    for col in range(m.columnCount()):
        need = title_width(roster, col)
        if header.sectionResizeMode(col) != QHeaderView.ResizeMode.Stretch:
            header.resizeSection(col, max(header.sectionSize(col), need))
            need = header.sectionSize(col)
        least += need
    roster.setMinimumWidth(least)
    roster.setProperty("titlesWidth", least)
    fit_names(roster)


#: a bar's inset each side of its number (BarDelegate) and a little air
BAR_PADDING = 10


def bar_width(roster: QTableView) -> int:
    """A track's column: its widest usual number ("99/99", "-9/99") on the bar."""
    return roster.fontMetrics().horizontalAdvance("-99/99") + BAR_PADDING


def cell_width(roster: QTableView, index) -> int:
    """The width ``index``'s text needs whole as its delegate draws it: in bold (the acting
    row's), its icon and the style's margins."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    option.initFrom(roster)
    option.font = QFont(roster.font())
    option.font.setBold(True)
    option.decorationSize = icon_size(roster)
    # and the grid line: a cell's rect is its column less it
    return roster.itemDelegateForIndex(index).sizeHint(option, index).width() \
        + int(roster.showGrid())


def icon_size(roster: QTableView):
    """The size a cell's icon is drawn at: the view's, else the style's small icons'
    (the view's is unset: (-1, -1) would count the icon as nothing)."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QStyle

    if roster.iconSize().isValid():
        return roster.iconSize()
    side = roster.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, roster)
    return QSize(side, side)


def content_width(roster: QTableView, col: int) -> int:
    """The width column ``col`` needs for every row's text whole (0 with none)."""
    m = roster.model()
    return max((cell_width(roster, m.index(row, col)) for row in range(m.rowCount())
                if m.index(row, col).data()), default=0)


def fit_kit_columns(roster: QTableView) -> None:
    """The ruleset's fixed columns (CoC's DEX, death clock, this round) as wide as their
    texts need, never narrower than the kit's width nor their titles (issue 42); the Side
    column never narrower than its words."""
    m = roster.model()
    header = roster.horizontalHeader()
    # the Side column as wide as its words too ("Enemy" was "En…" in CoC's narrow column)
    side = m.column_of("side")
    if side >= 0:
        want = max(title_width(roster, side), content_width(roster, side))
        if header.sectionSize(side) < want:
            header.resizeSection(side, want)
    for col in range(m.column_of("status") + 1, m.columnCount()):
        base = m.kit_column_width(col)
        if base is None:
            continue
        want = max(base, title_width(roster, col), content_width(roster, col))
        if header.sectionSize(col) != want:
            header.resizeSection(col, want)


#: the most of the roster's width the Name column takes for long names (the rest: the
#: numbers and the conditions)
NAME_SHARE = 0.4
#: beyond the size hint, a name's focus frame margins once more (px)
NAME_SLACK = 4


def name_width(roster: QTableView) -> int:
    """The width that shows every row's name whole: its text in bold (the acting row's),
    the eye beside it on a combatant's own row (a handgun's slot row has none: issue 42,
    those 16 px went to the other columns at 1366×768), the cell's margins, and
    :data:`NAME_SLACK`."""
    return content_width(roster, roster.model().column_of("name")) + NAME_SLACK


def fit_names(roster: QTableView) -> None:
    """The Name column as wide as its longest name needs, up to :data:`NAME_SHARE` of the
    roster and never narrower than its fixed width (taken from the stretching Conditions:
    issue 43, names were cut beside an empty Conditions column), once the kit's columns
    are as wide as their texts and leaving the conditions theirs (issue 42)."""
    m = roster.model()
    col = m.column_of("name")
    if col < 0:
        return
    header = roster.horizontalHeader()
    base = header.property("nameBase")
    if base is None:  # the fixed width layout_columns gave it
        base = header.sectionSize(col)
        header.setProperty("nameBase", base)
    # what the other columns leave: the fixed ones as they are, the stretching ones (the
    # conditions) their titles and texts whole
    fit_kit_columns(roster)
    Stretch = QHeaderView.ResizeMode.Stretch
    others = sum(max(title_width(roster, c), content_width(roster, c))
                 if header.sectionResizeMode(c) == Stretch
                 else header.sectionSize(c) for c in range(header.count()) if c != col)
    ask_room(roster, others + name_width(roster))
    width = roster.viewport().width()
    room = min(int(width * NAME_SHARE), width - others)
    want = max(int(base), min(name_width(roster), room))
    if header.sectionSize(col) != want:
        header.resizeSection(col, want)


def ask_room(roster: QTableView, columns: int) -> None:
    """The roster asks the window for ``columns`` px of cells, the room every text needs
    whole (issue 42: at 1366×768 the detail pane beside it gives way), never less than every
    title (layout_columns), nor more than keeps the window within its screen (a long name is
    elided then: issue 43, a 26-character CoC name widened it past a 1366 px screen)."""
    frame = (roster.verticalHeader().width() + 2 * roster.frameWidth()
             + roster.verticalScrollBar().sizeHint().width())
    want = columns + frame
    cap = width_cap(roster)
    if cap is None:
        roster.setMinimumWidth(max(int(roster.property("titlesWidth") or 0), want))
        return
    win = roster.window()
    held = win.width() <= win.minimumSizeHint().width()  # at its least width: pushed there
    roster.setMinimumWidth(max(int(roster.property("titlesWidth") or 0), min(want, cap)))
    if held:
        keep_within_screen(win, roster)


def keep_within_screen(win, roster: QTableView) -> None:
    """A shown window (not maximized, not full screen) wider than its screen's available
    width made as wide as that again: it grew to its least width for a roster that asked
    before it had a window to measure (its first names), and no longer needs to (a window
    the GM made wider, across two screens, is left as it is)."""
    if not win.isVisible() or win.isMaximized() or win.isFullScreen() or win.screen() is None:
        return
    avail = win.screen().availableGeometry()
    frame = win.frameGeometry()
    if frame.width() <= avail.width():
        return
    # its least width as the roster asks now (Qt tells the layouts above it one by one,
    # after this)
    widget = roster
    while widget is not None and widget is not win:
        widget.updateGeometry()
        widget = widget.parentWidget()
    if win.layout() is not None:
        win.layout().activate()
    win.resize(max(win.minimumWidth(), avail.width() - (frame.width() - win.width())),
               win.height())
    frame = win.frameGeometry()
    if frame.left() < avail.left() or frame.right() > avail.right():
        win.move(avail.left(), win.y())


def width_cap(roster: QTableView) -> int | None:
    """The widest the roster may ask to be for its window to stay within the available width
    of its screen: that width less the window's frame and what the rest of the window needs
    beside the roster (the window's least width less the roster's own). None outside a
    window."""
    win = roster.window()
    if win is roster or win.screen() is None:
        return None
    frame = max(0, win.frameGeometry().width() - win.geometry().width())
    rest = win.minimumSizeHint().width() - roster.minimumWidth()
    return win.screen().availableGeometry().width() - frame - max(0, rest)


def refit_on_change(roster: QTableView) -> None:
    """A death clock or a condition that came: the columns as wide as their texts again,
    once per burst of changes and after them (a timer of the roster's)."""
    from PySide6.QtCore import QTimer

    timer = QTimer(roster, singleShot=True, interval=0)
    timer.timeout.connect(lambda: fit_names(roster))
    roster.model().dataChanged.connect(timer.start)


def title_width(roster: QTableView, col: int) -> int:
    """The width column ``col`` needs for its title whole (the header's own margins)."""
    header = roster.horizontalHeader()
    text = str(roster.model().headerData(col, Qt.Orientation.Horizontal) or "")
    return header.fontMetrics().horizontalAdvance(text) + TITLE_PADDING


def roster_height(roster: QTableView, rows: int) -> int:
    """The roster's height that shows ``rows`` rows whole (title row and frame included)."""
    bar = roster.horizontalScrollBar()
    # the title row's hint and two pixels: laid out, it may grow by one or two (a fixed
    # slack, not its height then: the roster's least height must not change with it)
    title = roster.horizontalHeader().sizeHint().height() + 2
    return (title + 2 * roster.frameWidth()
            + rows * roster.verticalHeader().defaultSectionSize()
            + (bar.sizeHint().height() if bar.isVisible() else 0))


def give_room(roster: QTableView, left, above: int, cards_least: int) -> None:
    """Every roster row in view, up to :data:`ROSTER_ROWS` of them, and one whole card below
    (``cards_least``: the height the cards' area needs for it); then the roster scrolls
    beyond, the cards (the splitter ``left``'s second part) take the rest. ``above``: the
    height over the roster in its part."""
    rows = roster.model().rowCount()
    total = sum(left.sizes())
    least = roster_height(roster, max(1, min(rows, ROSTER_ROWS)))
    # however short the screen, a few rows stay (the cards give way first); the same
    # least whatever the rows, so that nothing moves when the first combatants arrive
    roster.setMinimumHeight(roster_height(roster, 4))
    if total <= 0:
        return
    want = above + roster_height(roster, max(rows, 1))
    top = max(min(want, total - cards_least), min(least + above, total - cards_least),
              roster.minimumHeight() + above)
    left.setSizes([top, max(0, total - top)])
