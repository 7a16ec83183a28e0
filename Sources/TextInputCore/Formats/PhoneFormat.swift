/// Options of a phone number field.
public struct PhoneFormat: Sendable, Hashable {
    /// The ISO 3166 region numbers are typed for ("DE", "US"): its national
    /// numbers, its national and international call prefixes. `nil` takes the
    /// region of the field's locale (de_DE: DE, ar_SA: SA), or for a locale
    /// without a region its language's usual one (de: DE, ja: JP).
    public var region: String?

    /// Creates phone number options.
    public init(region: String? = nil) {
        self.region = region
    }
}
