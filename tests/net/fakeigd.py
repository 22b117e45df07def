"""A pretend home router on loopback that speaks just enough UPnP IGD for :mod:`souptable.net.portmap`
(a device description, WANIPConnection's SCPD, and SOAP answers) and then stops answering:
its DeletePortMapping is held until the test lets go (``release``), and then the connection
closes with no answer, as a router that went away. ``asked`` is set when the delete came in.
Serves from a thread; only 127.0.0.1."""

from __future__ import annotations

import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

WANIPC = "urn:schemas-upnp-org:service:WANIPConnection:1"

DESCRIPTION = f"""<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0"><specVersion><major>1</major><minor>0</minor></specVersion>
<device><deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>pretend router</friendlyName><manufacturer>tests</manufacturer><modelName>m</modelName>
<UDN>uuid:11111111-2222-3333-4444-555555555555</UDN>
<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<friendlyName>wan</friendlyName><manufacturer>tests</manufacturer><modelName>m</modelName>
<UDN>uuid:11111111-2222-3333-4444-555555555556</UDN>
<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<friendlyName>conn</friendlyName><manufacturer>tests</manufacturer><modelName>m</modelName>
<UDN>uuid:11111111-2222-3333-4444-555555555557</UDN>
<serviceList><service><serviceType>{WANIPC}</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
<SCPDURL>/ipc.xml</SCPDURL><controlURL>/ctl</controlURL><eventSubURL>/evt</eventSubURL></service></serviceList>
</device></deviceList></device></deviceList></device></root>"""

_VARS = {
    "RemoteHost": "string",
    "ExternalPort": "ui2",
    "PortMappingProtocol": "string",
    "InternalPort": "ui2",
    "InternalClient": "string",
    "PortMappingEnabled": "boolean",
    "PortMappingDescription": "string",
    "PortMappingLeaseDuration": "ui4",
    "ExternalIPAddress": "string",
}
_KEY = ["RemoteHost", "ExternalPort", "PortMappingProtocol"]
_ENTRY = ["InternalPort", "InternalClient", "PortMappingEnabled", "PortMappingDescription", "PortMappingLeaseDuration"]
_ACTIONS = {  # name: (in, out)
    "AddPortMapping": ([*_KEY, *_ENTRY], []),
    "GetSpecificPortMappingEntry": (_KEY, _ENTRY),
    "GetExternalIPAddress": ([], ["ExternalIPAddress"]),
    "DeletePortMapping": (_KEY, []),
}


def _scpd() -> str:
    def arg(var: str, way: str) -> str:
        name = "Protocol" if var == "PortMappingProtocol" else "Enabled" if var == "PortMappingEnabled" else var
        name = "LeaseDuration" if var == "PortMappingLeaseDuration" else name
        related = f"<relatedStateVariable>{var}</relatedStateVariable>"
        return f"<argument><name>New{name}</name><direction>{way}</direction>{related}</argument>"

    actions = "".join(
        f"<action><name>{name}</name><argumentList>{''.join(arg(v, 'in') for v in i)}{''.join(arg(v, 'out') for v in o)}"
        "</argumentList></action>"
        for name, (i, o) in _ACTIONS.items()
    )
    variables = "".join(
        f'<stateVariable sendEvents="no"><name>{n}</name><dataType>{t}</dataType></stateVariable>' for n, t in _VARS.items()
    )
    return (
        '<?xml version="1.0"?><scpd xmlns="urn:schemas-upnp-org:service-1-0"><specVersion><major>1</major><minor>0</minor>'
        f"</specVersion><actionList>{actions}</actionList><serviceStateTable>{variables}</serviceStateTable></scpd>"
    )


class FakeIgd:
    def __init__(self) -> None:
        self.asked = threading.Event()  # a DeletePortMapping came in
        self.release = threading.Event()  # the test lets the held request go (with no answer)
        self.mapped: dict[int, tuple[str, int]] = {}
        router = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                body = DESCRIPTION if self.path == "/desc.xml" else _scpd() if self.path == "/ipc.xml" else ""
                self._send(200 if body else 404, body)

            def do_POST(self) -> None:
                data = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
                action = self.headers.get("SOAPAction", "").strip('"').split("#")[-1]

                def value(name: str) -> str:
                    m = re.search(rf"<New{name}>([^<]*)</New{name}>", data)
                    return m.group(1) if m else ""

                out: dict[str, str] = {}
                if action == "AddPortMapping":
                    router.mapped[int(value("ExternalPort"))] = (value("InternalClient"), int(value("InternalPort")))
                elif action == "GetSpecificPortMappingEntry":
                    client, port = router.mapped[int(value("ExternalPort"))]
                    out = {"InternalPort": str(port), "InternalClient": client, "Enabled": "1",
                           "PortMappingDescription": "Soup Table", "LeaseDuration": "3600"}  # fmt: skip
                elif action == "GetExternalIPAddress":
                    out = {"ExternalIPAddress": "198.51.100.7"}
                elif action == "DeletePortMapping":
                    router.asked.set()
                    router.release.wait(60)  # bounded: the test releases it long before
                    self.close_connection = True
                    return  # no answer at all
                args = "".join(f"<New{k}>{v}</New{k}>" for k, v in out.items())
                self._send(
                    200,
                    '<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
                    f's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><u:{action}Response '
                    f'xmlns:u="{WANIPC}">{args}</u:{action}Response></s:Body></s:Envelope>',
                )

            def _send(self, code: int, body: str) -> None:
                raw = body.encode()
                self.send_response(code)
                self.send_header("Content-Type", 'text/xml; charset="utf-8"')
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.location = f"http://127.0.0.1:{self.server.server_address[1]}/desc.xml"
        self._thread = threading.Thread(target=self.server.serve_forever, name="fake-igd", daemon=True)

    def __enter__(self) -> FakeIgd:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()
        self._thread.join(10)
