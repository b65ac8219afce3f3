import SwiftUI
import TuffestCore

enum Route: Hashable {
    case tufSetup, tufTable, horseshoes, boxesSetup, boxes, chipsSetup, chips, mathableSetup, mathable, upAndDownSetup, upAndDown, tablesSetup, tables, tournamentSetup, tournament, pytagoraSetup, pytagora, crosswordSetup, crossword, history, hallOfFame, rules, settings

    /// A game in play (on an iPad its screen takes the whole width), not a set-up or another page.
    var isGame: Bool {
        switch self {
        case .tufTable, .horseshoes, .boxes, .chips, .mathable, .upAndDown, .tables, .tournament, .pytagora, .crossword: return true
        default: return false
        }
    }
}

@main
struct TuffestApp: App {
    @StateObject var model = AppModel()
    @Environment(\.scenePhase) var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(model)
                // Advance the core ten times a second; its events become haptics and sound.
                .task { await model.runTicker() }
        }
        // Pause the core's timers in the background, resume on return. (The one-parameter
        // form: the two-parameter `onChange` needs iOS 17 and the target is iOS 16.)
        .onChange(of: scenePhase) { phase in
            switch phase {
            case .active: model.resume()
            case .background: model.pause()
            default: break
            }
        }
    }
}

/// The app's navigation. On an iPad's full or large window (a regular width) a split view: Home
/// in the sidebar and the chosen place's screens in a stack beside it, the sidebar folding away
/// while a game is in play (its button brings it back). On an iPhone, or an iPad's narrow split
/// screen or Slide Over window (a compact width), one stack from Home.
struct RootView: View {
    @EnvironmentObject var model: AppModel
    @Environment(\.horizontalSizeClass) var sizeClass
    @State var columns: NavigationSplitViewVisibility = .all

    var body: some View {
        if sizeClass == .regular {
            NavigationSplitView(columnVisibility: $columns) {
                HomeView(inSidebar: true)
            } detail: {
                NavigationStack(path: $model.path) {
                    WelcomeView()
                        .navigationDestination(for: Route.self) { RouteView(route: $0) }
                }
            }
            // A game folds the sidebar away; any other place, or none, shows it.
            .onChange(of: model.gameOnScreen) { playing in columns = playing ? .detailOnly : .all }
            .onChange(of: model.path.count) { count in if count == 0 { model.gameOnScreen = false } }
        } else {
            NavigationStack(path: $model.path) {
                HomeView()
                    .navigationDestination(for: Route.self) { RouteView(route: $0) }
            }
        }
    }
}

/// The split view's detail before a place is chosen.
private struct WelcomeView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text(L("app_name")).font(.largeTitle.bold())
            Text(L("home_tagline")).font(.title3).multilineTextAlignment(.center)
        }
        .padding()
    }
}

/// The screen of one place of the app.
struct RouteView: View {
    @EnvironmentObject var model: AppModel
    let route: Route

    var body: some View {
        screen.onAppear { model.gameOnScreen = route.isGame }
    }

    @ViewBuilder private var screen: some View {
        switch route {
        case .tufSetup: TufSetupView()
        case .tufTable: TufTableView()
        case .horseshoes: if let h = model.horseshoes { HorseshoesScreen(session: h, title: horseshoesTitle(language: model.language)) }
        case .boxesSetup: DuelSetupView(title: Catalog.title(.boxes, model.language), sizeKey: "boxes_dots", sizes: boxesSizes().map { Int($0) }, form: $model.boxesForm) { model.startBoxes() }
        case .chipsSetup: DuelSetupView(title: Catalog.title(.chips, model.language), sizeKey: "chips_squares", sizes: chipsSizes().map { Int($0) }, form: $model.chipsForm) { model.startChips() }
        case .chips: if let c = model.chips { ChipsScreen(session: c, title: Catalog.title(.chips, model.language)) }
        case .mathableSetup: PartySetupView(title: Catalog.title(.mathable, model.language), form: $model.mathableForm, language: model.language) { model.startMathable() }
        case .upAndDownSetup: PartySetupView(title: Catalog.title(.upAndDown, model.language), form: $model.upAndDownForm, variants: [.standard, .evenOdd, .bothWays], language: model.language) { model.startUpAndDown() }
        case .tablesSetup: PartySetupView(title: Catalog.title(.tables, model.language), form: $model.tablesForm, language: model.language) { model.startTables() }
        case .upAndDown: if let u = model.upAndDown { UpAndDownScreen(session: u) }
        case .tables: if let t = model.tables { TablesScreen(session: t) }
        case .pytagoraSetup: PartySetupView(title: Catalog.title(.pytagora, model.language), form: $model.pytagoraForm, language: model.language) { model.startPytagora() }
        case .pytagora: if let p = model.pytagora { PytagoraScreen(session: p) }
        case .crosswordSetup: PartySetupView(title: Catalog.title(.crossword, model.language), form: $model.crosswordForm, language: model.language) { model.startCrossword() }
        case .crossword: if let c = model.crossword { CrosswordScreen(session: c, title: Catalog.title(.crossword, model.language)) }
        case .tournamentSetup: TournamentSetupView(title: Catalog.title(.tournament, model.language), form: $model.tournamentForm, language: model.language) { model.startTournament() }
        case .tournament: if let t = model.tournament { TournamentScreen(session: t, title: Catalog.title(.tournament, model.language)) }
        case .mathable: if let m = model.mathable { MathableScreen(session: m) }
        case .boxes: if let b = model.boxes { BoxesScreen(session: b, title: Catalog.title(.boxes, model.language)) }
        case .history: HistoryView(pages: model.historyPages())
        case .hallOfFame: HallOfFameView(games: model.historyPages()?.games ?? [])
        case .rules: RulesView(pages: rulesBook(language: model.language))
        case .settings: SettingsView()
        }
    }
}
