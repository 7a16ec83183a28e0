import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb
import Vapor

/// An asset's response: the copy `Accept-Encoding` allows
/// (``WebAssets/Asset/encoded(acceptEncoding:)``).
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String]) -> Response {
    let sent = asset.encoded(acceptEncoding: acceptEncoding)
    var headers = HTTPHeaders()
    for (name, value) in asset.headers { headers.replaceOrAdd(name: name, value: value) }
    if sent.variesByEncoding { headers.replaceOrAdd(name: .vary, value: "Accept-Encoding") }
    if let encoding = sent.contentEncoding { headers.replaceOrAdd(name: .contentEncoding, value: encoding) }
    return Response(status: .ok, headers: headers, body: Response.Body(buffer: ByteBuffer(bytes: sent.body)))
}
