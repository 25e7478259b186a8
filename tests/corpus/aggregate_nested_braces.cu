// corpus: aggregates initialized with nested braces: a struct whose one member is an array,
// structs of structs and arrays, arrays of structs, in declarations and direct-list forms
#include <cstdio>

struct Row {
    int v[3];
};
struct Matrix {
    float m[2][2];
};
struct Pair {
    Row a;
    int tag;
};
struct Segment {
    float2 from, to;
};

__global__ void build(int *ints, float *floats)
{
    Row r = {{1, 2, 3}};
    Row q{{4, 5}};
    Matrix m = {{{1.5f, 2.5f}, {3.5f, 4.5f}}};
    Pair p = {{{10, 20, 30}}, 7};
    Pair rows[2] = {{{{1, 1, 1}}, 1}, {{{2, 2, 2}}, 2}};
    Segment s = {{0.25f, 0.5f}, {1.0f, 2.0f}};
    ints[0] = r.v[0] + r.v[1] + r.v[2];
    ints[1] = q.v[0] * 10 + q.v[1] + q.v[2];
    ints[2] = p.a.v[2] + p.tag;
    ints[3] = rows[0].a.v[1] + rows[1].a.v[2] * 10 + rows[1].tag * 100;
    floats[0] = m.m[0][1] + m.m[1][0];
    floats[1] = s.from.y + s.to.x + s.to.y;
}

int main()
{
    int *di, hi[4];
    float *df, hf[2];
    cudaMalloc(&di, sizeof(hi));
    cudaMalloc(&df, sizeof(hf));
    build<<<1, 1>>>(di, df);
    cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %.2f %.2f\n", hi[0], hi[1], hi[2], hi[3], hf[0], hf[1]);
    cudaFree(di);
    cudaFree(df);
    return 0;
}
