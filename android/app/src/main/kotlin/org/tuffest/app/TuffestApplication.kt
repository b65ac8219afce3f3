package org.tuffest.app

import android.app.Application
import java.io.File
import app.tuffest.ffi.HistoryStore

/**
 * The process: owns the history store, opened once in the app's private storage
 * (`filesDir/tuffest.db`, never on shared storage). The Rust library is loaded by UniFFI's
 * generated code through JNA on first use (`libtuffest_ffi.so` from jniLibs).
 */
class TuffestApplication : Application() {
    /** Where the SQLite history lives: the app's private files directory. */
    val databasePath: String by lazy { File(filesDir, "tuffest.db").absolutePath }

    /** The score history (matches, statistics, Hall of Fame), opened on first use. */
    val history: HistoryStore by lazy { HistoryStore.open(databasePath) }
}
