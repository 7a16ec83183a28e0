import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb

/// An asset's response: the copy `Accept-Encoding` and `Available-Dictionary`
/// allow (``WebAssets/Asset/encoded(acceptEncoding:availableDictionary:)``:
/// a difference against the browser's earlier version, Brotli, gzip or the
/// bytes themselves), with its `Vary` and, for the module-like assets,
/// `Use-As-Dictionary`; with `withBody` false (HEAD) the same headers and no body.
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String], availableDictionary: [String] = [],
                   withBody: Bool) -> Response {
    let sent = asset.encoded(acceptEncoding: acceptEncoding, availableDictionary: availableDictionary)
    var headers = HTTPFields()
    for (name, value) in asset.headers { headers[HTTPField.Name(name)!] = value }
    if let vary = sent.vary { headers[.vary] = vary }
    if let encoding = sent.contentEncoding { headers[.contentEncoding] = encoding }
    headers[.contentLength] = String(sent.body.count)
    guard withBody else { return Response(status: .ok, headers: headers, body: ResponseBody()) }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: sent.body)))
}

/// Whether `Accept-Encoding` values allow gzip (``ContentCoding/accepts(_:_:alias:)``).
func acceptsGzip(_ values: [String]) -> Bool {
    ContentCoding.accepts("gzip", values, alias: "x-gzip")
}

/// The request header in which a browser names the compression dictionary it has (RFC 9842), spelled here so
/// that no particular HTTPTypes release (which may or may not name it) is needed.
let availableDictionaryField = HTTPField.Name(DictionaryTransport.availableDictionaryHeader)!
