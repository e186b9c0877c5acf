<x-site-widgets-globals :user="auth()->user()" :registration-unfinished="auth()->check() && ! auth()->user()->registration_completed" />
