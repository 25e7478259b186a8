// corpus: Designated initializers (C99's and C++20's) in device code and constant data: members skipped over take their default member initializers or zero, nested lists and arrays designated; a short positional list of constant data runs its default member initializers too
#include <cstdio>

struct Inner { int a, b; };
struct Outer { int id; Inner in; float w = 0.5f; int tail[3]; };
struct Defaults { int id; float w = 0.5f; };
__constant__ Defaults short_list = {1};
typedef struct { float x, y, z; } vec3;
__constant__ Outer table[2] = {{.id = 1, .in = {.b = 5}}, {.in{7, 8}, .w = 2.0f, .tail = {1, 2, 3}}};
__device__ vec3 origin = {.y = 2.0f};
__global__ void k(int *o)
{
    Outer x = {.w = 3.0f, .tail = {9}};
    Outer y{.id = 4, .in = {6, 7}};
    o[0] = table[0].id; o[1] = table[0].in.a; o[2] = table[0].in.b; o[3] = (int)(table[0].w * 10);
    o[4] = table[1].id; o[5] = table[1].in.a; o[6] = table[1].in.b; o[7] = (int)(table[1].w * 10); o[8] = table[1].tail[2];
    o[9] = (int)(x.w * 10); o[10] = x.tail[0]; o[11] = x.id;
    o[12] = y.id; o[13] = y.in.a; o[14] = y.in.b;
    o[15] = (int)origin.y; o[16] = (int)origin.x;
    o[17] = (int)(short_list.w * 10);
}
int main()
{
    int *d, h[18];
    cudaMalloc(&d, sizeof(h));
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 18; i++)
        printf("%d ", h[i]);
    printf("\n");
    return 0;
}
