import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb

/// An asset's response: the copy `Accept-Encoding` allows
/// (``WebAssets/Asset/encoded(acceptEncoding:)``); with `withBody` false
/// (HEAD) the same headers and no body.
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String], withBody: Bool) -> Response {
    let sent = asset.encoded(acceptEncoding: acceptEncoding)
    var headers = HTTPFields()
    for (name, value) in asset.headers { headers[HTTPField.Name(name)!] = value }
    if sent.variesByEncoding { headers[.vary] = "Accept-Encoding" }
    if let encoding = sent.contentEncoding { headers[.contentEncoding] = encoding }
    headers[.contentLength] = String(sent.body.count)
    guard withBody else { return Response(status: .ok, headers: headers, body: ResponseBody()) }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: sent.body)))
}

/// Whether `Accept-Encoding` values allow gzip (``ContentCoding/accepts(_:_:alias:)``).
func acceptsGzip(_ values: [String]) -> Bool {
    ContentCoding.accepts("gzip", values, alias: "x-gzip")
}
