extension InputField {
    // MARK: - Scanning: a scan's result, the choice among several, what a text scan looks for

    /// A decoded code: the field takes it as a fill.
    mutating func scanned(_ text: String, into response: inout FieldResponse) {
        fill(with: text, into: &response)
        response.scan = .filled
    }

    /// Every code a scan found: none says so, one fills the field, several
    /// open a choice.
    mutating func scanFound(_ codes: [String], into response: inout FieldResponse) {
        var unique: [String] = []
        for code in codes where !unique.contains(code) { unique.append(code) }
        switch unique.count {
        case 0:
            closeScanChoice()
            let message = fixed.localizer.string(.noBarcodeFound)
            response.effects.append(.announce(message))
            response.scan = .nothing(message: message)
        case 1:
            fill(with: unique[0], into: &response)
            response.scan = .filled
        default:
            openScanChoice(ScanChoice(codes: unique, highlighted: 0), into: &response)
        }
    }

    /// What OCR recognised: the text scan policy fills the field, offers a
    /// choice of candidates, or says what it looked for.
    mutating func textRecognized(_ lines: [RecognizedLine], into response: inout FieldResponse) {
        let target = textScanTarget
        switch TextScanPolicy.decide(TextScanPolicy.candidates(in: lines, for: target)) {
        case let .fill(value):
            fill(with: value, into: &response)
            response.scan = .filled
            response.announce(fixed.localizer.string(.scanTextFilled, editor.bodyText))
        case let .choose(values):
            openScanChoice(ScanChoice(codes: values, highlighted: 0, isText: true), into: &response)
        case .nothing:
            closeScanChoice()
            let message = textScanNothingMessage(for: target)
            response.effects.append(.announce(message))
            response.scan = .nothing(message: message)
        }
    }

    /// The user's pick among a scan's codes.
    mutating func chooseScanned(_ index: Int, into response: inout FieldResponse) {
        if case let .choosingScan(choice, _) = state, choice.codes.indices.contains(index) {
            fill(with: choice.codes[index], into: &response)
            response.scan = .filled
        }
    }

    /// Opens a choice among scanned codes or text-scan candidates, keeping
    /// the focus facts the field had.
    mutating func openScanChoice(_ choice: ScanChoice, into response: inout FieldResponse) {
        let focus: Focus?
        switch state {
        case .idle: focus = nil
        case let .focused(current): focus = current
        case let .choosingScan(_, current): focus = current
        }
        state = .choosingScan(choice, focus: focus)
        let prompt = choice.isText ? fixed.scanTextChoose : fixed.scanChoose
        response.effects.append(.announce(prompt))
        response.scan = .choosing(ScanChoices(prompt: prompt, codes: choice.codes, highlighted: choice.highlighted))
    }

    /// Ends a pending scan choice, back to the state before it.
    mutating func closeScanChoice() {
        if case let .choosingScan(_, focus) = state {
            state = focus.map(State.focused) ?? .idle
        }
    }

    /// The codes (or a text scan's candidates) waiting for the user's
    /// choice, the highlighted one, and whether they come from a text scan.
    public var pendingScanChoice: (codes: [String], highlighted: Int, isText: Bool)? {
        guard case let .choosingScan(choice, _) = state else { return nil }
        return (choice.codes, choice.highlighted, choice.isText)
    }

    /// What a text scan looks for in this field: its format's candidates
    /// (``TextScanPolicy/Target``).
    public var textScanTarget: TextScanPolicy.Target {
        let configuration = fixed.configuration
        switch configuration.format {
        case .iban:
            return .iban
        case .card:
            return .card
        case .mask:
            if let grouped = editor.formatter?.grouped, case let .fixed(pattern) = grouped.layout { return .mask(pattern) }
        case let .number(options):
            if case let .number(formatter)? = editor.formatter {
                let template = formatter.formatter.template
                var marks: [String] = []
                for affix in [template.positivePrefix, template.positiveSuffix, options.currency ?? ""] {
                    let mark = String(affix.filter { !TextScanPolicy.isSpace($0) })
                    if !mark.isEmpty, !marks.contains(mark) { marks.append(mark) }
                }
                if options.style != .currency { marks.removeAll() }
                return .amount(decimalSeparator: template.decimalCharacter, groupingSeparator: template.groupingCharacter,
                               currencyMarks: marks)
            }
        case .phone:
            return .phone
        case .plain, .letterCase, .custom, .date:
            break
        }
        let isEmail = configuration.keyboard == .email || configuration.contentType == .email
            || configuration.validation.contains { $0.rule == .email }
        return isEmail ? .email : .text
    }

    /// The message of a text scan that found nothing: what was looked for, and how to try again.
    func textScanNothingMessage(for target: TextScanPolicy.Target) -> String {
        let localizer = fixed.localizer
        let what: String
        switch target {
        case .iban: what = localizer.string(.scanNoIBAN)
        case .card: what = localizer.string(.scanNoCardNumber)
        case .mask:
            if case let .mask(pattern) = fixed.configuration.format {
                what = localizer.string(.scanNoPatternValue, pattern)
            } else {
                what = localizer.string(.scanNoText)
            }
        case .amount: what = localizer.string(.scanNoAmount)
        case .email: what = localizer.string(.scanNoEmail)
        case .phone: what = localizer.string(.scanNoPhone)
        case .text: what = localizer.string(.scanNoText)
        }
        return what + " " + localizer.string(.scanTextRetry)
    }
}
