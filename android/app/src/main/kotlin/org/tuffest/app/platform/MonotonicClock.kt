package org.tuffest.app.platform

import android.os.SystemClock

/**
 * The clock the core's timers run on. `elapsedRealtime` is monotonic and keeps counting while
 * the device sleeps, so a timer keeps true time across backgrounding; the core still gets
 * pause/resume on lifecycle events so a round is not lost while the app is away.
 */
object MonotonicClock {
    fun nowMs(): Long = SystemClock.elapsedRealtime()
}
