"""The app as ``run()`` starts it: the window shown first, the demo arriving right after."""


def shown_with_demo(qtbot, app):
    """Show ``app``'s GM window and wait until the demo has come into it."""
    app.window.show()
    qtbot.waitUntil(lambda: not app.demo_due and bool(app.doc.encounter.order))
    return app
