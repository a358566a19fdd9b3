"""The players' screen on their own devices: a read-only page served on the local network
(aiohttp, Server-Sent Events), fed with :func:`tracker.model.public.project` and nothing else.
Qt-free: the GM window (View → Share with players' devices…) and the headless
``python -m tracker serve`` both run it."""
