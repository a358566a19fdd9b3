"""Addresses to listen on: the machine's LAN address by default (what a phone on the same
Wi-Fi reaches), never all interfaces unless the GM chooses it."""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"
ALL_INTERFACES = "0.0.0.0"
DEFAULT_PORT = 8765


def lan_address() -> str:
    """The address this machine uses toward the local network (no packet is sent: a UDP
    socket is only pointed at a documentation address), or the loopback without one."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("192.0.2.1", 9))
        addr = s.getsockname()[0]
    except OSError:
        return LOOPBACK
    finally:
        s.close()
    return addr if addr and not addr.startswith("0.") else LOOPBACK


def addresses() -> list[str]:
    """The IPv4 addresses to offer: the LAN one first, the others of this host, the
    loopback (this machine only) and, last, all interfaces."""
    out = [lan_address()]
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = str(info[4][0])
            if addr not in out and not ipaddress.ip_address(addr).is_loopback:
                out.append(addr)
    except OSError:
        pass
    for extra in (LOOPBACK, ALL_INTERFACES):
        if extra not in out:
            out.append(extra)
    return out
