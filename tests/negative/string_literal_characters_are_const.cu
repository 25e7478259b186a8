// A string literal is an array of const characters: neither an element nor what its address
// points to may be written.
__global__ void k(char *out)
{
    "ab"[0] = 'x';
    *"cd" = 'y';
    out[0] = "ef"[1];
}
