// An element of an aggregate or an array initialized from a braced item, and a member whose
// default member initializer is `= {..}`, are copy-list-initialized: an explicit constructor
// may not make them (`I m{5};` is direct-list-initialization, which may).
struct I {
    int v;
    __device__ explicit I(int x) : v(x) {}
};
struct Agg {
    I a;
    int b;
};
struct Members {
    I copied = {5};
    I direct{6};
};

__global__ void k(int* o)
{
    Agg g = {{3}, 4};
    Agg direct{{3}, 4};
    I arr[2] = {{1}, {2}};
    I fine[1] = {I(1)};
    Members m;
    o[0] = g.a.v + direct.a.v + arr[0].v + fine[0].v + m.copied.v + m.direct.v;
}
