/// What a formatter keeps with a rendering to render the next edit from.
final class RenderingMemo: Sendable {
    /// The phone format's state after the value characters `digits`.
    let phone: PhoneTyping
    let digits: [UInt8]
    /// The value of these value characters.
    let value: String
    /// The most digits the number may hold (nil while its calling code is not known).
    let limit: Int?

    init(phone: PhoneTyping, digits: [UInt8], value: String, limit: Int?) {
        self.phone = phone
        self.digits = digits
        self.value = value
        self.limit = limit
    }
}
