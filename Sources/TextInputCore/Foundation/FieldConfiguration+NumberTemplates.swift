#if canImport(Foundation)
extension FieldConfiguration {
    /// The configuration with its number format's template filled in from
    /// `FormatStyle` for its locale (else `defaultLocale`), so that a core
    /// without Foundation formats it exactly as this one, and a date format's
    /// ``DateTemplate`` from Foundation; other formats, and a format that
    /// already has a template, come back unchanged.
    ///
    /// ```swift
    /// let price = FieldConfiguration(id: "price", format: .number(NumberFormat(style: .currency, currency: "EUR")))
    /// price.handingOverNumberTemplate(defaultLocale: "de_DE").input.numberTemplate?.positiveSuffix   // " €"
    /// ```
    public func handingOverNumberTemplate(defaultLocale: String) -> FieldConfiguration {
        if case .date = format, input.dateTemplate == nil {
            // A date format's template too: the locale's order, separators, digits, calendar and month names.
            var copy = self
            copy.input.dateTemplate = DateTemplate(localeIdentifier: localeIdentifier ?? defaultLocale)
            return copy
        }
        guard case var .number(numberFormat) = format, input.numberTemplate == nil else { return self }
        numberFormat.bounds = nil
        guard let formatter = try? NumberValueFormatter(format: numberFormat, localeIdentifier: localeIdentifier ?? defaultLocale)
        else { return self }
        var copy = self
        copy.input.numberTemplate = formatter.template
        return copy
    }
}
#endif
