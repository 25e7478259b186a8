struct Header
{
    int kind : 40;
};

__global__ void k(Header *h)
{
}
