// corpus: brace elision: initializers that leave out the braces of array and class subobjects, in
// device code and in __constant__ and __device__ tables, with bounds taken from the items
#include <cstdio>
struct Point { int x, y; };
struct Row { int v[3]; };
struct Line { Point a, b; int w; };
__constant__ float filter[3][3] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
__constant__ Point corners[] = {0, 0, 4, 0, 4, 3};
__device__ int table[][2] = {1, 2, 3, 4, 5};
constexpr int kLeft = 2, kTop = 7;
__device__ Point corners_named[] = {kLeft, kTop, kLeft + 3, kTop * 2, kLeft * kTop, 1};
__global__ void k(int *o, float *f)
{
    Row r = {1, 2, 3};
    int m[2][2] = {1, 2, 3, 4};
    Point ps[2] = {5, 6, 7, 8};
    Line l = {1, 2, 3, 4, 9};
    Point q = ps[1];
    Point mixed[3] = {q, 1, 2, {3, 4}};
    int partial[2][3] = {1, 2, 3, 4};
    o[0] = r.v[2] + m[1][0] * 10;
    o[1] = ps[1].x * 10 + ps[0].y;
    o[2] = l.b.y * 100 + l.w + l.a.x * 10;
    o[3] = mixed[0].x * 100 + mixed[1].y * 10 + mixed[2].x;
    o[4] = partial[1][0] * 10 + partial[1][2] + partial[0][2] * 100;
    o[5] = corners[2].x * 10 + corners[2].y + sizeof(corners) / sizeof(Point) * 100;
    o[6] = table[2][0] * 10 + table[2][1] + sizeof(table) / sizeof(table[0]) * 100;
    f[0] = filter[1][2] + filter[2][0];
    o[7] = corners_named[1].x * 1000 + corners_named[1].y * 10 + sizeof(corners_named) / sizeof(Point);
}
int main() { int *o, h[8]; float *f, hf; cudaMalloc(&o, sizeof(h)); cudaMalloc(&f, 4); k<<<1,1>>>(o, f);
  cudaMemcpy(h, o, sizeof(h), cudaMemcpyDeviceToHost); cudaMemcpy(&hf, f, 4, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i) printf("%d ", h[i]); printf("%g\n", hf); }
