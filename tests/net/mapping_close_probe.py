"""Run by :mod:`.test_internet` inside home 1's computer: the app's hosted table asks the real
router (``miniupnpd``) for a port mapping through a small proxy that passes the request on but
holds the router's answer back, so the mapping is granted while the table still waits for the
answer. The probe says ``granted PORT`` then, closes the table when told (a line ``close`` on
stdin), waits until the table let go of the router and prints the mappings still remembered
for the next start (JSON). Usage: ``python -m tests.net.mapping_close_probe ROUTER_IP
HTTP_PORT OWN_IP TABLE_PORT``. Every wait is bounded."""

from __future__ import annotations

import asyncio
import json
import sys
import threading


def main() -> int:
    router_ip, http_port, own_ip, table_port = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    from PySide6.QtCore import QCoreApplication

    from souptable.engine import Match
    from souptable.engine.record import SeatInfo
    from souptable.net.loop import NetLoop
    from souptable.net.portmap import remembered
    from souptable.ui.base.settings import data_dir
    from souptable.ui.remote.hostsession import REMOTE, HostSession

    _app = QCoreApplication([])
    granted = threading.Event()
    held = asyncio.Event()  # never set: the held answer never reaches the table

    async def handle(cr: asyncio.StreamReader, cw: asyncio.StreamWriter) -> None:
        ur, uw = await asyncio.open_connection(router_ip, http_port)
        adding = False

        async def up() -> None:
            nonlocal adding
            while data := await cr.read(65536):
                adding = adding or b"#AddPortMapping" in data
                uw.write(data)
                await uw.drain()

        async def down() -> None:
            while data := await ur.read(65536):
                if adding and b"AddPortMappingResponse" in data:
                    granted.set()  # the router has mapped the port; the table does not hear it
                    await asyncio.wait_for(held.wait(), 120)
                cw.write(data)
                await cw.drain()

        try:
            await asyncio.gather(up(), down())
        except (OSError, TimeoutError):
            pass
        finally:
            uw.close()
            cw.close()

    proxy_loop = NetLoop("proxy")

    async def listen() -> int:
        server = await asyncio.start_server(handle, own_ip, 0)
        return int(server.sockets[0].getsockname()[1])

    proxy_port = proxy_loop.call(listen()).result(10)
    HostSession.router = f"http://{own_ip}:{proxy_port}/rootDesc.xml"
    seats = [SeatInfo("Guest", REMOTE, None), SeatInfo("C2", "bot", "random"), SeatInfo("C3", "bot", "random")]
    session = HostSession(Match("salty", 3, 7), seats, bind="0.0.0.0", port=table_port, map_port=True)
    session.start()
    if not granted.wait(60):
        print("never granted", flush=True)
        return 1
    print(f"granted {table_port}", flush=True)
    if sys.stdin.readline().strip() != "close":
        return 1
    session.close()
    print("closed", flush=True)
    assert session.closing is not None
    session.closing.result(60)
    print(json.dumps([m.external_port for m in remembered(data_dir())]), flush=True)
    proxy_loop.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
