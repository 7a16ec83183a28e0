import TextInputCore

/// Shared helpers for TextInputKit's test targets.
public enum TestSupport {}
