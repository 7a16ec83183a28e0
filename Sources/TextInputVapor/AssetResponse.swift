import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb
import Vapor

/// An asset's response: the copy `Accept-Encoding` and `Available-Dictionary`
/// allow (``WebAssets/Asset/encoded(acceptEncoding:availableDictionary:)``:
/// a difference against the browser's earlier version, Brotli, gzip or the
/// bytes themselves), with its `Vary` and, for the module-like assets,
/// `Use-As-Dictionary`.
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String], availableDictionary: [String] = []) -> Response {
    let sent = asset.encoded(acceptEncoding: acceptEncoding, availableDictionary: availableDictionary)
    var headers = HTTPHeaders()
    for (name, value) in asset.headers { headers.replaceOrAdd(name: name, value: value) }
    if let vary = sent.vary { headers.replaceOrAdd(name: .vary, value: vary) }
    if let encoding = sent.contentEncoding { headers.replaceOrAdd(name: .contentEncoding, value: encoding) }
    return Response(status: .ok, headers: headers, body: Response.Body(buffer: ByteBuffer(bytes: sent.body)))
}
