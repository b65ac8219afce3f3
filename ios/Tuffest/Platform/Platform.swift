import Foundation
import UIKit

/// The clock the core's timers run on: monotonic seconds since boot, in milliseconds.
/// The app also calls the core's pause/resume on scene-phase changes.
enum MonotonicClock {
    static func nowMs() -> UInt64 { UInt64(ProcessInfo.processInfo.systemUptime * 1000) }
}

/// Where the SQLite history lives: Application Support, private to the app, not backed up as a
/// user document. The path is passed to the core's `HistoryStore.open`.
enum Storage {
    static func databasePath() throws -> String {
        let dir = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                              appropriateFor: nil, create: true)
        return dir.appendingPathComponent("tuffest.db").path
    }
}

/// Plays the core's `Feedback` as haptics and sound: a warning buzz and a tone when a timer runs
/// out, a light tap at ten seconds left and on a score. The core decides when and which
/// (`feedbackOf`); this only plays.
@MainActor
final class TimerFeedback {
    private let notification = UINotificationFeedbackGenerator()
    private let light = UIImpactFeedbackGenerator(style: .light)
    var hapticsOn = true
    var soundOn = true

    func play(_ feedback: Feedback) {
        switch feedback {
        case .tick:
            if hapticsOn { light.impactOccurred() }
        case .alarm:
            if hapticsOn { notification.notificationOccurred(.warning) }
            if soundOn { SystemSound.timeUp() }
        case .acknowledge:
            if hapticsOn { light.impactOccurred(intensity: 0.6) }
        case .pulse:
            if hapticsOn { notification.notificationOccurred(.success) }
        }
    }
}

import AudioToolbox
enum SystemSound {
    /// A short system alert tone (respects the ring/silent switch).
    static func timeUp() { AudioServicesPlayAlertSound(SystemSoundID(1005)) }
}

/// A localised string by the Android string name (`Localizable.strings`, en and fr).
func L(_ key: String, _ args: CVarArg...) -> String {
    let format = NSLocalizedString(key, comment: "")
    return args.isEmpty ? format : String(format: format, arguments: args)
}
