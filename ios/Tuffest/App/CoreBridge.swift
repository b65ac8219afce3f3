import Foundation
import TuffestCore

/// The sentence the core wrote for a refusal (`TuffestError` carries it as `message`).
func sentence(_ error: Error) -> String {
    if let e = error as? TuffestError {
        switch e {
        case .InvalidRoll(let m), .InvalidCode(let m), .InvalidLayout(let m), .EditRefused(let m), .NotAllowedNow(let m),
             .InvalidSetup(let m), .InvalidSave(let m), .MatchRefused(let m), .HistoryUnavailable(let m):
            return m
        }
    }
    return error.localizedDescription
}
