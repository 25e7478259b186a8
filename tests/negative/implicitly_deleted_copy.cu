// A class that declares a move constructor has its implicit copy constructor deleted.
struct MoveOnly {
    int v;
    __device__ MoveOnly(int x) : v(x) {}
    __device__ MoveOnly(MoveOnly&& o) : v(o.v) { o.v = 0; }
};
__global__ void k()
{
    MoveOnly a(3);
    MoveOnly b(a);
    MoveOnly c = b;
    c = a;
}
