import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing
import TextInputHummingbird
import TextInputWeb

// #49: TextInputConnectionGuard on an embedded channel with a clock the test moves: what closes a connection and
// what does not. (tests-web/test_connections.py drives both apps' real sockets.)
@Suite struct ConnectionGuardTests {
    let limits = ConnectionLimits(requestHeadTimeout: .seconds(10), bodyTimeout: .seconds(5), unreadBodyAllowance: 1000)

    func channel() throws -> (EmbeddedChannel, EmbeddedEventLoop) {
        let loop = EmbeddedEventLoop()
        let channel = EmbeddedChannel(handler: TextInputConnectionGuard(limits: limits), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, loop)
    }

    let post = HTTPRequest(method: .post, scheme: nil, authority: "x", path: "/customers")

    func answer(_ channel: EmbeddedChannel, status: HTTPResponse.Status, closing: Bool = false) throws {
        var fields = HTTPFields()
        if closing { fields[.connection] = "close" }
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: status, headerFields: fields)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
    }

    @Test func aHeadThatDoesNotArriveClosesAtItsTimeout() throws {
        let (channel, loop) = try channel()
        loop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func aBodyThatStopsClosesAtItsTimeoutButASlowOneGoesOn() throws {
        let (channel, loop) = try channel()
        try channel.writeInbound(HTTPRequestPart.head(post))
        for _ in 0..<4 {
            loop.advanceTime(by: .seconds(4))
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "a=b")))
        }
        #expect(channel.isActive, "a body that keeps arriving, however slowly, is not cut")
        loop.advanceTime(by: .seconds(5))
        #expect(!channel.isActive)
    }

    @Test func aKeptAliveConnectionWaitsForTheNextHeadAndTheAppsTimeIsItsOwn() throws {
        let (channel, loop) = try channel()
        try channel.writeInbound(HTTPRequestPart.head(post))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        loop.advanceTime(by: .seconds(60))
        #expect(channel.isActive, "no deadline while the app answers")
        try answer(channel, status: .seeOther)
        loop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        try channel.writeInbound(HTTPRequestPart.head(post))
        loop.advanceTime(by: .seconds(4))
        #expect(channel.isActive)
    }

    @Test func anAnswerWithConnectionCloseEndsTheBodyAndTheConnection() throws {
        let (channel, loop) = try channel()
        try channel.writeInbound(HTTPRequestPart.head(post))
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0x78, count: 500)))
        _ = try channel.readInbound(as: HTTPRequestPart.self)
        _ = try channel.readInbound(as: HTTPRequestPart.self)
        try answer(channel, status: .contentTooLarge, closing: true)
        // What the client still sends is dropped, not handed to the app, and the connection ends within a second.
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0x78, count: 500)))
        let extra = try channel.readInbound(as: HTTPRequestPart.self)
        #expect(extra == nil, "\(String(describing: extra)) \(channel.isActive)")
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func aBodyNobodyReadIsTakenInUpToTheAllowance() throws {
        let (channel, _) = try channel()
        try channel.writeInbound(HTTPRequestPart.head(post))
        try answer(channel, status: .notFound)
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0x78, count: 600)))
        #expect(channel.isActive, "within the allowance: read so that the connection can serve the next request")
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0x78, count: 600)))
        // Past it: closing (output closed, the rest dropped).
        #expect(try channel.readInbound(as: HTTPRequestPart.self) != nil)
        #expect(try channel.readInbound(as: HTTPRequestPart.self) != nil)
        #expect(try channel.readInbound(as: HTTPRequestPart.self) == nil, "the part past the allowance is dropped")
    }
}
