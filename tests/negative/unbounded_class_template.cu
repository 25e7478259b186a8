template <int N>
struct Chain
{
    int value;
    Chain<N + 1> next;
};

__global__ void k(Chain<0> *c)
{
}
