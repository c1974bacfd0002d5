"""Acting on a real app (dummy video driver) as a person would: frames of time, clicks, keys and typing.

Events are real `pygame.event.Event`s at window pixels, so they go through the app's letterbox mapping like
a person's; time passes only through `App.step`.
"""

from __future__ import annotations

import pygame

from game.client.app import STEP, App


def open_app(size: tuple[int, int]) -> App:
    """A window of `size` on the real board map (levels/board.tmx), animations at the fastest speed."""
    application = App(size)
    application.open()
    application.settings.animation_speed = 4.0
    return application


def open_app_for_phones(size: tuple[int, int]) -> App:
    """`open_app`, its phone server set to listen on 127.0.0.1 at any free port (as a player would set it)."""
    application = open_app(size)
    application.settings.update(phone_interface="127.0.0.1", phone_port=0)
    return application


def frame(app: App, *events: pygame.event.Event, dt: float = STEP) -> None:
    app.step(dt, list(events))


def window_point(app: App, logical: tuple[float, float]) -> tuple[int, int]:
    """The window pixel that shows a point of the logical canvas."""
    return app.letterbox.to_window((round(logical[0]), round(logical[1])))


def click(app: App, logical: tuple[float, float], button: int = 1) -> None:
    """Press and release at the window pixel that shows `logical`, in one frame."""
    pos = window_point(app, logical)
    frame(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    )


def move(app: App, logical: tuple[float, float]) -> None:
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=window_point(app, logical), rel=(0, 0), buttons=(0, 0, 0)))


def key(app: App, key_code: int, mod: int = 0) -> None:
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0))


def type_text(app: App, text: str) -> None:
    frame(app, *[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def title_opened(app: App):
    """The title screen on `app`, its opening played to its end, as a person waiting a moment sees it."""
    from game.client.scenes import routes

    title = routes.title_scene(app)
    app.push(title)
    frame(app)
    title.timeline.finish_all()
    frame(app)
    return title


def settings_from_title(app: App):
    """As a person: the title screen, its opening done, then its Settings button; the settings screen opened."""
    from game.client.scenes.settings_screen import SettingsScene

    title = title_opened(app)
    click(app, title.settings_button.rect.center)
    frame(app)
    assert isinstance(app.top, SettingsScene)
    return app.top


def settings_from_pause(app: App):
    """As a person in a match: Escape for the menu, then its Settings button; the settings screen opened."""
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.settings_screen import SettingsScene

    key(app, pygame.K_ESCAPE)
    frame(app)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.settings_button.rect.center)
    frame(app)
    assert isinstance(app.top, SettingsScene)
    return app.top


def guided_from_title(app: App):
    """The guided game, opened from the title as a person does: the opening skipped (Space), then G."""
    from game.client.scenes import routes
    from game.client.scenes.guided_game import GuidedGameScene

    app.push(routes.title_scene(app))
    frame(app)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_g)
    frame(app)
    assert isinstance(app.top, GuidedGameScene)
    return app.top


def join_from_title(app: App):
    """As a person: the title screen, its opening done, then J (its Join a table); the join screen opened."""
    from game.client.scenes.join_table import JoinTableScene

    title_opened(app)
    key(app, pygame.K_j)
    assert isinstance(app.top, JoinTableScene)
    return app.top
