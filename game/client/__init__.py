"""The window: the app (fixed-step loop, scene stack), sound, the scenes and what they draw."""
