"""A few W3C WebDriver calls over HTTP (no client library): Debian's chromium-driver in
headless mode, for the real-browser test and the phone-size screenshots."""

from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from typing import Any

#: where Debian's chromium and chromium-driver put them (apt-get install chromium chromium-driver)
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
DRIVERS = ("chromedriver",)


def find() -> tuple[str, str] | None:
    """(browser, driver) paths, or None when either is missing."""
    browser = next((p for p in map(shutil.which, BROWSERS) if p), None)
    driver = next((p for p in map(shutil.which, DRIVERS) if p), None)
    return (browser, driver) if browser and driver else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """One headless Chromium session at ``width`` × ``height`` CSS pixels."""

    def __init__(self, browser: str, driver: str, width: int = 390, height: int = 844,
                 lang: str = "en-US") -> None:
        self.port = _free_port()
        self.proc = subprocess.Popen([driver, f"--port={self.port}"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 20
        while True:
            try:
                self._call("GET", "/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    self.proc.kill()
                    raise
                time.sleep(0.1)
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": browser,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", f"--lang={lang}",
                     "--force-device-scale-factor=2", "--hide-scrollbars"],
            "prefs": {"intl.accept_languages": lang},
            "mobileEmulation": {"deviceMetrics": {"width": width, "height": height,
                                                  "pixelRatio": 2}}}}}}
        self.session = self._call("POST", "/session", caps)["sessionId"]

    def _call(self, method: str, path: str, body: Any = None) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return json.loads(r.read() or b"{}").get("value")
        except urllib.error.HTTPError as e:
            raise RuntimeError(e.read().decode(errors="replace")[:500]) from None

    def _s(self, method: str, path: str, body: Any = None) -> Any:
        return self._call(method, f"/session/{self.session}{path}", body)

    def get(self, url: str) -> None:
        self._s("POST", "/url", {"url": url})

    def js(self, script: str, *args: Any) -> Any:
        return self._s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def screenshot(self, path: str) -> None:
        png = base64.b64decode(self._s("GET", "/screenshot"))
        with open(path, "wb") as f:
            f.write(png)

    def wait_for(self, script: str, timeout: float = 5.0) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            value = self.js(script)
            if value:
                return value
            if time.monotonic() > deadline:
                return value
            time.sleep(0.02)

    def close(self) -> None:
        try:
            self._s("DELETE", "")
        except (OSError, RuntimeError):
            pass
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
