import SwiftUI
import TuffestCore

enum Route: Hashable { case tufSetup, tufTable, horseshoes, history, hallOfFame, rules, settings }

@main
struct TuffestApp: App {
    @StateObject private var model = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $model.path) {
                HomeView()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .tufSetup: TufSetupView()
                        case .tufTable: TufTableView()
                        case .horseshoes: Text(L("game_horseshoes")) // wired when the Horseshoes object lands in tuffest-ffi
                        case .history: HistoryView(stats: [], entries: [])
                        case .hallOfFame: HallOfFameView(entries: [])
                        case .rules: RulesView(pages: model.rulesPages())
                        case .settings: SettingsView()
                        }
                    }
            }
            .environmentObject(model)
            // Poll the core ten times a second; its events become haptics and sound.
            .task { await model.runTicker() }
        }
        // Pause the core's timers in the background, resume on return.
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active: model.resume(nowMs: MonotonicClock.nowMs())
            case .background: model.pause(nowMs: MonotonicClock.nowMs())
            default: break
            }
        }
    }
}
