#if canImport(Foundation)
extension FieldConfiguration {
    /// The configuration with its number format's template filled in from
    /// `FormatStyle` for its locale (else `defaultLocale`), so that a core
    /// without Foundation formats it exactly as this one; other formats, and
    /// a number format that already has a template, come back unchanged.
    ///
    /// ```swift
    /// let price = FieldConfiguration(id: "price", format: .number(NumberFormat(style: .currency, currency: "EUR")))
    /// price.handingOverNumberTemplate(defaultLocale: "de_DE").input.numberTemplate?.positiveSuffix   // " €"
    /// ```
    public func handingOverNumberTemplate(defaultLocale: String) -> FieldConfiguration {
        guard case let .number(numberFormat) = format, input.numberTemplate == nil,
              let formatter = try? NumberValueFormatter(format: numberFormat, localeIdentifier: localeIdentifier ?? defaultLocale)
        else { return self }
        var copy = self
        copy.input.numberTemplate = formatter.template
        return copy
    }
}
#endif
