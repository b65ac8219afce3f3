package org.tuffest.app

import android.content.Context
import android.content.SharedPreferences

/** App preferences (platform settings, not rules), kept in SharedPreferences. */
data class Prefs(
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val shapeCues: Boolean = true,
    val largeCubes: Boolean = false,
    val darkTheme: Boolean? = null,
    /** The timer schedule the setup screen starts with (a name from `Catalog.schedules`). */
    val defaultSchedule: String = "standard",
) {
    fun save(prefs: SharedPreferences) {
        prefs.edit()
            .putBoolean("sound", sound)
            .putBoolean("haptics", haptics)
            .putBoolean("shape_cues", shapeCues)
            .putBoolean("large_cubes", largeCubes)
            .putString("theme", when (darkTheme) { null -> "system"; true -> "dark"; false -> "light" })
            .putString("default_schedule", defaultSchedule)
            .apply()
    }

    companion object {
        fun of(context: Context): SharedPreferences = context.getSharedPreferences("tuffest", Context.MODE_PRIVATE)

        fun load(prefs: SharedPreferences) = Prefs(
            sound = prefs.getBoolean("sound", true),
            haptics = prefs.getBoolean("haptics", true),
            shapeCues = prefs.getBoolean("shape_cues", true),
            largeCubes = prefs.getBoolean("large_cubes", false),
            darkTheme = when (prefs.getString("theme", "system")) { "dark" -> true; "light" -> false; else -> null },
            defaultSchedule = prefs.getString("default_schedule", "standard") ?: "standard",
        )
    }
}
