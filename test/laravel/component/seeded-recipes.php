<?php

/*
 * Every recipe of the seed, as its page answers it: a database of its own (DB_DATABASE,
 * migrated and seeded here), each post that has a recipe requested at /post/{id} through
 * the HTTP kernel, as the editor (who may see login-required posts). stdout one
 * {"id": …, "name": …, "status": …, "body": …} per recipe, in id order.
 */
$app = require __DIR__.'/../../../host/bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->call('migrate', ['--force' => true, '--seed' => true]);

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$editor = App\Models\User::where('email', 'editora@example.com')->firstOrFail();
$results = [];
foreach (App\Models\Post::orderBy('id')->get()->filter->hasRecipe() as $post) {
    $app['auth']->forgetGuards();
    $app['auth']->guard()->setUser($editor);
    $request = Illuminate\Http\Request::create("/post/{$post->id}", 'GET');
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);
    $results[] = ['id' => $post->id, 'name' => $post->name, 'status' => $response->getStatusCode(), 'body' => $response->getContent()];
}

echo json_encode($results, JSON_THROW_ON_ERROR);
