extension InputField {
    /// Derives what to show.
    ///
    /// - Parameters:
    ///   - marking: how required-ness is marked: a standalone field puts an
    ///     asterisk on a required field; a form passes its own marking.
    ///   - isLastInForm: the field is a form's last input, where Return
    ///     submits (its traits' Return key is ``ReturnKeyRole/done``).
    public func presentation(marking: RequiredMarking = .asterisks, isLastInForm: Bool = false) -> FieldPresentation {
        // Everything the configuration alone decides comes from the fixed
        // facts, read in place: a keystroke's presentation copies no
        // configuration or editor and allocates no accessory list.
        let fixed = self.fixed
        // One copy of the editor up front: reading `self.editor`'s enum
        // content in place made the optimiser copy the whole editor for each
        // switch (two copies of ~640 bytes per presentation).
        let editor = self.editor
        let disabled = fixed.isDisabled
        let readOnly = fixed.isReadOnly && !disabled
        let editable = !fixed.isReadOnly && !disabled
        let empty = editor.isBodyEmpty && !editor.isComposing
        let error = disabled ? nil : validationError
        let over = !disabled && isOverLimit
        let focused = isFocused
        let hidden = editor.isTextHidden

        // State.
        let state: FieldState
        if disabled { state = .disabled }
        else if error != nil || over { state = .error }
        else if readOnly { state = .readOnly }
        else { state = .normal }

        let message = presentedMessage(disabled: disabled, readOnly: readOnly, error: error, over: over, editor: editor)
        // A warning, success or information message: described to assistive technology as its severity's word and text.
        var severityNote: String?
        if let shown = message, let severity = shown.severity, severity != .error { severityNote = spoken(severity, shown.text) }

        let counter = presentedCounter(editor: editor)

        // Accessories, in trailing order: a subset of the possible ones.
        // (Which are possible is the configuration's, in FixedFacts; when each shows, FieldAccessory.isShown.)
        var shown = 0
        let clearing = focused && !empty
        for (bit, accessory) in fixed.possibleAccessories.enumerated()
        where accessory.isShown(clearing: clearing, inError: state == .error) {
            shown |= 1 << bit
        }

        let marker = presentedMarker(marking: marking, editable: editable)

        let (textSource, lines, fitted, tooltip) = presentedText(editor: editor, focused: focused, hidden: hidden)

        let scanChoices = pendingScanChoice.map {
            ScanChoices(prompt: $0.isText ? fixed.scanTextChoose : fixed.scanChoose, codes: $0.codes, highlighted: $0.highlighted)
        }

        // The accessible name is the label, else the prompt (a title field's
        // placeholder), plus "required" (derived once).
        let accessibility = AccessibilitySemantics(
            label: fixed.accessibleName, valueSource: hidden ? PresentedText(fixed.secureTextHidden) : textSource,
            hint: severityNote ?? fixed.helper,
            error: message?.kind == .leftOut ? message?.text : error ?? (over ? fixed.reduceCharacters : nil),
            counter: counter?.spoken)
        // The synthesized memberwise initializer, on purpose: Swift 6.3's
        // optimiser builds a value this large in place only through it; an
        // explicit `self.x = x` initializer built it on the stack, then
        // copied and destroyed it (about 30 reference-count operations).
        let shownSuggestions = !fixed.hasChoices ? [] : suggestions
        return FieldPresentation(
            constants: isLastInForm ? fixed.presentationConstantsAsLast : fixed.presentationConstants,
            marker: marker,
            isRequired: fixed.requiresValue,
            isReadOnly: readOnly,
            placeholder: empty ? fixed.placeholder : nil,
            textSource: textSource,
            selection: editor.selection,
            editableRange: editor.editableRange,
            markedRange: editor.markedRange,
            isFocused: focused,
            state: state,
            message: message,
            counter: counter,
            accessories: fixed.accessorySubsets[shown],
            lines: lines,
            firstColumn: firstColumn,
            fitted: fitted,
            tooltip: tooltip,
            accessibility: accessibility,
            isTextHidden: hidden,
            suggestions: shownSuggestions,
            highlightedSuggestion: highlightedSuggestion,
            scanChoices: scanChoices,
            accessoryLabels: fixed.accessoryLabelSubsets[shown * 2 + (hidden ? 1 : 0)],
            rare: fixed.stepper == nil && choiceID == nil && shownSuggestions.isEmpty ? nil
                : presentedRare(shownSuggestions))
    }

    /// A stepper's buttons (enabled unless the value is at their bound), a
    /// picked choice's key and the parts of the suggestions the text matched.
    @inline(never)
    func presentedRare(_ suggestions: [Choice]) -> RarePresentation {
        let stepper = fixed.stepper == nil ? nil
            : StepperPresentation(canIncrease: canStep(up: true), canDecrease: canStep(up: false),
                                  increaseLabel: fixed.localizer.string(.stepIncrease),
                                  decreaseLabel: fixed.localizer.string(.stepDecrease))
        return RarePresentation(stepper: stepper, choiceID: choiceID, query: suggestions.isEmpty ? "" : editor.value)
    }

    /// The one message: left out > error > an exceeded limit > warning >
    /// success > information > a reached limit > helper > "Read-only field".
    @inline(__always)
    private func presentedMessage(disabled: Bool, readOnly: Bool, error: String?, over: Bool,
                                  editor: FieldEditor) -> InfoMessage? {
        let fixed = self.fixed
        if let leftOut, !disabled {
            return InfoMessage(kind: .leftOut, text: fixed.localizer.message(leftOut: leftOut.count, fit: leftOut.fit))
        } else if let error {
            return InfoMessage(kind: .error, text: error)
        } else if over {
            return InfoMessage(kind: .limit, text: fixed.reduceCharacters, tone: .negative)
        } else if !disabled, let shown = severityMessage {
            return InfoMessage(severity: shown.severity, text: shown.text)
        } else if fixed.hasStopLimit, !readOnly, !disabled, editor.limitStatus == .atLimit {
            return InfoMessage(kind: .limit, text: fixed.characterLimitReached)
        } else if let helper = fixed.helper, !helper.isEmpty {
            return InfoMessage(kind: .helper, text: helper)
        } else if readOnly {
            return InfoMessage(kind: .readOnly, text: fixed.readOnlyField)
        }
        return nil
    }

    /// The counter of a field with a character limit.
    @inline(__always)
    private func presentedCounter(editor: FieldEditor) -> CounterPresentation? {
        guard let limit = fixed.limit else { return nil }
        let count = editor.characterCount
        return CounterPresentation(
            text: "\(count)/\(limit.max)",
            isOver: count > limit.max,
            spoken: fixed.localizer.string(.counterSpoken, String(count), String(limit.max)))
    }

    /// The marker: only fields that take input are marked.
    @inline(__always)
    private func presentedMarker(marking: RequiredMarking, editable: Bool) -> Marker? {
        guard editable else { return nil }
        switch marking {
        case .asterisks: return fixed.isRequired ? .required : nil
        case .optionalFields: return fixed.isRequired ? nil : .optional(fixed.optionalMarker)
        }
    }

    /// The text and its layout. A note's text stays in the editor until a
    /// renderer asks for it; the lines on screen are read from its layout.
    /// A single-line field's text is fitted to its width when not focused.
    @inline(__always)
    private func presentedText(editor: FieldEditor, focused: Bool, hidden: Bool)
        -> (PresentedText, NoteLines?, FittedText?, String?) {
        let fixed = self.fixed
        var lines: NoteLines?
        var fitted: FittedText?
        let textSource: PresentedText
        var tooltip: String?
        if fixed.isNote {
            textSource = PresentedText(editorText: editor)
            let viewport = noteViewport
            let shown = noteLines(viewport.visibleRange)
            var caret: (line: Int, column: Int)?
            if focused {
                // The caret is nearly always on screen: measure it on its shown line.
                let location = noteLocation(ofOffset: editor.selection.upperBound)
                if viewport.visibleRange.contains(location.line) {
                    let line = shown[location.line - viewport.firstLine]
                    caret = (location.line, fixed.measurer.cellColumn(ofUTF16Offset: location.column, in: line.text))
                } else {
                    caret = noteCellLocation(ofOffset: editor.selection.upperBound)
                }
            }
            lines = NoteLines(visible: viewport.visibleLines, total: viewport.totalLines,
                              scrolls: viewport.scrolls, firstLine: viewport.firstLine, shown: shown,
                              caret: caret.map { CellPosition(line: $0.line, column: $0.column) })
        } else {
            let text = editor.text
            textSource = PresentedText(text)
            if !focused, !text.isEmpty {
                let lineBreak = fixed.lineBreak
                fitted = TextFitter.fit(text, width: layoutWidth, maxLines: lineBreak == .wrapWord || lineBreak == .wrapCharacter ? 3 : 1,
                                        mode: lineBreak, measurer: fixed.measurer)
            }
            if (fitted?.needsExpansionTooltip ?? false) && !hidden { tooltip = text }
        }
        return (textSource, lines, fitted, tooltip)
    }
}
