// One import: an app that imports TextInputVapor has everything it needs to declare fields (TextInputCore), render
// forms and read posts (TextInputHTML, TextInputWeb) besides the Vapor routes and responses of this module. The
// app imports Vapor itself: the framework is the app's own dependency.
@_exported import TextInputCore
@_exported import TextInputHTML
@_exported import TextInputWeb
