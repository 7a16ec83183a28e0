import HummingbirdCore
public import NIOCore
public import NIOHTTPTypes
public import TextInputWeb

/// Bounds one HTTP/1.1 connection by ``ConnectionLimits`` (Hummingbird otherwise waits for a head without end and
/// reads every body to its end, even after answering 413). It sits after the HTTP codec and sees the request's
/// parts and the answer's; it only ever closes the connection, it never changes what passes.
public final class TextInputConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    let limits: ConnectionLimits
    private var machine: Machine
    private var timer: Scheduled<Void>?

    /// A guard for one connection (``HTTPServerBuilder/textInputHTTP1(limits:)`` makes one per connection).
    public init(limits: ConnectionLimits = ConnectionLimits()) {
        self.limits = limits
        machine = Machine(limits: limits)
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { perform(machine.opened(), context: context) }
    }

    public func channelActive(context: ChannelHandlerContext) {
        perform(machine.opened(), context: context)
        context.fireChannelActive()
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    public func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        _ = machine.closed()
        context.fireChannelInactive()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let action = machine.read(unwrapInboundIn(data))
        switch action {
        case .drop:
            return
        case .close, .linger:
            perform(action, context: context)
        default:
            context.fireChannelRead(data)
            perform(action, context: context)
        }
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case let .head(response):
            machine.answerHead(closes: response.headerFields[values: .connection].contains { Self.hasClose($0) })
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            let action = machine.answerEnded()
            switch action {
            case .close, .linger:
                // Close once the answer has left: the client reads it whole, then sees the connection end.
                let written = context.eventLoop.makePromise(of: Void.self)
                written.futureResult.cascade(to: promise)
                let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
                written.futureResult.whenComplete { _ in
                    let (handler, context) = loopBound.value
                    handler.perform(action, context: context)
                }
                context.writeAndFlush(data, promise: written)
            default:
                context.write(data, promise: promise)
                perform(action, context: context)
            }
        }
    }

    private static func hasClose(_ value: String) -> Bool {
        value.split(separator: ",").contains { $0.trimmingPrefix(" ").lowercased().hasPrefix("close") }
    }

    private func perform(_ action: Machine.Action, context: ChannelHandlerContext) {
        switch action {
        case .none, .drop:
            break
        case .linger:
            context.close(mode: .output, promise: nil)
            perform(.startTimer(Machine.lingerTime), context: context)
        case .stopTimer:
            timer?.cancel()
            timer = nil
        case let .startTimer(duration):
            timer?.cancel()
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(duration)) { [weak self] in
                guard let self else { return }
                self.timer = nil
                self.perform(self.machine.timedOut(), context: loopBound.value)
            }
        case .close:
            timer?.cancel()
            timer = nil
            context.close(promise: nil)
        }
    }
}

extension TextInputConnectionGuard {
    /// The guard's decisions, without I/O: each event returns the one thing to do.
    struct Machine {
        /// Where the connection is; each state says which deadline runs.
        enum State: Equatable {
            /// Waiting for a request's head (the head timeout runs).
            case awaitingHead
            /// A request's body is arriving (the body timeout runs); `answered` once the answer has been sent,
            /// `unread` counts what arrived after that.
            case readingBody(answered: Bool, unread: Int)
            /// The request is read whole; the app is answering (no deadline: the app's time is its own).
            case answering
            /// Answered, and the connection is closing: its output is closed (the client has the answer, then the end
            /// of the stream) and what the client still sends is read and dropped until it stops or the linger time is
            /// over, so that the client reads the answer rather than a reset.
            case lingering
            /// Closed, or closing.
            case closed
        }

        /// The longest a closing connection reads what the client still sends (``State/lingering``).
        static let lingerTime = Duration.seconds(1)

        /// What an event asks of the handler.
        enum Action: Equatable {
            case none
            case startTimer(Duration)
            case stopTimer
            /// Closes the output once the answer has left, then reads and drops for ``lingerTime``.
            case linger
            /// Drops the part just read (the connection is closing).
            case drop
            case close
        }

        let limits: ConnectionLimits
        private(set) var state = State.awaitingHead
        private(set) var closeAfterAnswer = false

        init(limits: ConnectionLimits) {
            self.limits = limits
        }

        /// The connection opened: the head timeout runs.
        mutating func opened() -> Action {
            state == .awaitingHead ? .startTimer(limits.requestHeadTimeout) : .none
        }

        /// A part of a request arrived.
        mutating func read(_ part: HTTPRequestPart) -> Action {
            switch (state, part) {
            case (.awaitingHead, .head):
                state = .readingBody(answered: false, unread: 0)
                return .startTimer(limits.bodyTimeout)
            case let (.readingBody(answered, unread), .body(bytes)):
                guard answered else { return .startTimer(limits.bodyTimeout) }
                let total = unread + bytes.readableBytes
                guard total <= limits.unreadBodyAllowance else { return linger() }
                state = .readingBody(answered: true, unread: total)
                return .startTimer(limits.bodyTimeout)
            case let (.readingBody(answered, _), .end):
                if answered {
                    state = .awaitingHead
                    return .startTimer(limits.requestHeadTimeout)
                }
                state = .answering
                return .stopTimer
            case (.lingering, .end):
                return close()
            case (.lingering, _), (.closed, _):
                return .drop
            default:
                // A part out of order (a pipelined head while answering): HTTP's codec and Hummingbird
                // decide about those; no deadline changes.
                return .none
            }
        }

        /// The answer's head is being written; `closes` when it says `Connection: close`.
        mutating func answerHead(closes: Bool) {
            if closes { closeAfterAnswer = true }
        }

        /// The answer's end is being written.
        mutating func answerEnded() -> Action {
            if closeAfterAnswer { return linger() }
            switch state {
            case .answering:
                state = .awaitingHead
                return .startTimer(limits.requestHeadTimeout)
            case let .readingBody(_, unread):
                // Answered before the body was read: take in up to the allowance so the connection can go on.
                guard unread <= limits.unreadBodyAllowance else { return linger() }
                state = .readingBody(answered: true, unread: unread)
                return .startTimer(limits.bodyTimeout)
            case .awaitingHead, .lingering, .closed:
                return .none
            }
        }

        /// The running deadline passed.
        mutating func timedOut() -> Action {
            switch state {
            case .awaitingHead, .readingBody, .lingering: return close()
            case .answering, .closed: return .none
            }
        }

        /// The connection went away.
        mutating func closed() -> Action {
            state = .closed
            return .none
        }

        private mutating func linger() -> Action {
            // A request read whole leaves nothing to drop: close at once.
            if state == .answering || state == .awaitingHead { return close() }
            state = .lingering
            return .linger
        }

        private mutating func close() -> Action {
            state = .closed
            return .close
        }
    }
}
