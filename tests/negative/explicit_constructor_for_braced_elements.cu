// An element of an aggregate or an array initialized from a braced item is
// copy-list-initialized: an explicit constructor may not make it.
struct I {
    int v;
    __device__ explicit I(int x) : v(x) {}
};
struct Agg {
    I a;
    int b;
};

__global__ void k(int* o)
{
    Agg g = {{3}, 4};
    Agg direct{{3}, 4};
    I arr[2] = {{1}, {2}};
    I fine[1] = {I(1)};
    o[0] = g.a.v + direct.a.v + arr[0].v + fine[0].v;
}
