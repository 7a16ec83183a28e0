// One import: an app that imports TextInputHummingbird has everything it needs to declare fields (TextInputCore), render
// forms and read posts (TextInputHTML, TextInputWeb) besides the Hummingbird routes and responses of this module. The
// app imports Hummingbird itself: the framework is the app's own dependency.
@_exported import TextInputCore
@_exported import TextInputHTML
@_exported import TextInputWeb
