// A reference member left without an initializer by an aggregate's braces: reported (a class
// whose reference member refers to its own type made the zero-initialization recurse until
// the stack ran out).
struct Counter {
    int v;
    Counter &self;
};
struct Plain {
    int v;
    int &r;
};
__global__ void k(int* o)
{
    Counter c{0};
    Plain p{1};
    o[0] = c.v + p.v;
}
