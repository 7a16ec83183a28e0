/// A range of card-number prefixes of one length that belongs to a brand.
struct IINRange: Sendable, Equatable {
    /// The lowest prefix in the range.
    let low: Int
    /// The highest prefix in the range (inclusive).
    let high: Int
    /// How many digits the prefixes have.
    let digits: Int
    /// The brand the prefixes belong to.
    let brand: CardBrand

    init(_ low: Int, _ high: Int, digits: Int, _ brand: CardBrand) {
        self.low = low
        self.high = high
        self.digits = digits
        self.brand = brand
    }

    init(_ prefix: Int, digits: Int, _ brand: CardBrand) {
        self.init(prefix, prefix, digits: digits, brand)
    }
}
