#if canImport(Foundation)
import Foundation
import Synchronization

extension NumberValueFormatter {
    /// Creates a formatter for `format` in `locale`, with the locale's
    /// template extracted from `FormatStyle` (once per locale, style and
    /// currency) and `FormatStyle` itself for locales the template cannot
    /// reproduce.
    init(format: NumberFormat, locale: Locale, renderingMode: RenderingMode = .automatic) throws(NumberFormatError) {
        let format = try Self.validated(format)
        let kind: NumberStyle.Kind
        switch format.style {
        case .decimal: kind = .decimal
        case .percent: kind = .percent
        case .currency:
            let code = try Self.wellFormedCurrencyCode(format.currency)
            guard Self.knownCurrencyCodes.contains(code) else { throw .unknownCurrencyCode(format.currency ?? code) }
            kind = .currency(code: code)
        }
        let style = NumberStyle(kind: kind, locale: locale)
        let template = NumberTemplate.cached(style: style, fractionLengths: [Self.typedFractionLength(format)])
        try self.init(format: format, template: template, exactFormat: { style.format($0, $1) }, renderingMode: renderingMode)
    }

    /// Creates a formatter for `format` in the locale with this identifier.
    init(format: NumberFormat, localeIdentifier: String) throws(NumberFormatError) {
        try self.init(format: format, locale: Locale(identifier: localeIdentifier))
    }

    /// ISO 4217 codes Foundation knows (current and historic).
    static let knownCurrencyCodes: Set<String> = Set(
        Locale.Currency.isoCurrencies.map { $0.identifier.uppercased() } + Locale.commonISOCurrencyCodes
    )
}
#endif
