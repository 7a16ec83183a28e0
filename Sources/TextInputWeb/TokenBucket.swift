/// A token bucket: `capacity` tokens, refilled at `rate` per second.
struct TokenBucket: Sendable {
    let capacity: Double
    let rate: Double
    var tokens: Double
    var last: ContinuousClock.Instant

    init(capacity: Double, rate: Double, now: ContinuousClock.Instant) {
        self.capacity = capacity
        self.rate = rate
        self.tokens = capacity
        self.last = now
    }

    /// Takes a token if one is there.
    mutating func take(now: ContinuousClock.Instant) -> Bool {
        let elapsed = now - last
        if elapsed > .zero {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            tokens = min(capacity, tokens + seconds * rate)
            last = now
        }
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
